const dayMs = 86_400_000

/** The last `days` days up to today (UTC days, as the server counts them). */
export function lastDays(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10)
  return { from: new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * dayMs).toISOString().slice(0, 10), to }
}
