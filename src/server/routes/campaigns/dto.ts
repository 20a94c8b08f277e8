// What the campaign routes answer (dates as ISO text; never another tenant's row).
export const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

export function toCampaignListItem<T extends { sentAt: Date | null }>(row: T) {
  return { ...row, sentAt: iso(row.sentAt) }
}
