// The months a question names ("laut Preisliste vom 1. Juli 2024", "la notice de mars 2021",
// "01.07.2024"), as YYYY-MM (issue 38): two versions of one document often share a year (a price
// list of June 2024 and its successor dated December 2024), so the year alone does not say which
// one is asked for. Pure.

const monthNames: Record<string, number> = {
  januar: 1,
  janner: 1,
  februar: 2,
  marz: 3,
  april: 4,
  mai: 5,
  juni: 6,
  juli: 7,
  august: 8,
  september: 9,
  oktober: 10,
  november: 11,
  dezember: 12,
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
  january: 1,
  february: 2,
  march: 3,
  may: 5,
  june: 6,
  july: 7,
  october: 10,
  december: 12,
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

const pad = (month: number) => String(month).padStart(2, '0')

/** The months (YYYY-MM) the question names by a month's name or a written date. */
export function askedMonths(question: string): string[] {
  const folded = fold(question)
  const months: string[] = []
  for (const m of folded.matchAll(/(?<!\p{L})(\p{L}+)\s+((?:19|20)\d{2})(?!\d)/gu)) {
    const month = monthNames[m[1]!]
    if (month) months.push(`${m[2]}-${pad(month)}`)
  }
  for (const m of folded.matchAll(/(?<!\d)(?:\d{1,2}[./])?(\d{1,2})[./]((?:19|20)\d{2})(?!\d)/g)) {
    const month = Number(m[1])
    if (month >= 1 && month <= 12) months.push(`${m[2]}-${pad(month)}`)
  }
  return [...new Set(months)]
}

/** Whether a version date (YYYY-MM-DD) is within `within` months of a named month (YYYY-MM). */
export function nearMonth(versionDate: string, month: string, within = 3): boolean {
  const index = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7))
  return Math.abs(index(versionDate) - index(month)) <= within
}
