// Writes the LinkedIn post-analytics fixtures (tests/fixtures/linkedin/): the same five posts as an
// English CSV, an XLSX and a German CSV (LinkedIn's labels, each language's dates and separators), a
// later export of two of them (higher figures), and a file with one bad row of each kind. The figures
// are small so that tests/influencing/ can check every dashboard figure by hand.
// Run: npx tsx scripts/make-linkedin-fixtures.ts
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'

const folder = fileURLToPath(new URL('../tests/fixtures/linkedin/', import.meta.url))
const activity = (n: number) => `https://www.linkedin.com/feed/update/urn:li:activity:700000000000000000${n}/`

interface Post {
  ambassador: string
  url: string
  day: string
  text: string
  figures: [impressions: number, reached: number | null, reactions: number, comments: number, reposts: number]
}

export const linkedinPosts: Post[] = [
  {
    ambassador: 'Anna Berger',
    url: activity(1),
    day: '2025-03-03',
    text: 'Neue Studie zu Zyrtomax und Erkältung #Gesundheit',
    figures: [1000, 800, 40, 5, 5],
  },
  {
    ambassador: 'Anna Berger',
    url: activity(2),
    day: '2025-03-17',
    text: 'Unser Team beim Apothekentag',
    figures: [2000, 1500, 30, 6, 4],
  },
  {
    ambassador: 'Jonas Keller',
    url: activity(3),
    day: '2025-04-07',
    text: 'Tipps gegen Heuschnupfen: Allergie im Frühling',
    figures: [500, 400, 10, 3, 2],
  },
  {
    ambassador: 'Jonas Keller',
    url: activity(4),
    day: '2025-05-12',
    text: 'Zyrtomax Forte jetzt in der Apotheke',
    figures: [0, null, 0, 0, 0],
  },
  {
    ambassador: 'Anna Berger',
    url: activity(5),
    day: '2024-12-02',
    text: 'Jahresrückblick',
    figures: [3000, 2500, 90, 5, 5],
  },
]

const englishDay = (day: string) =>
  `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}/${day.slice(0, 4)}`
const germanDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`
const germanCount = (n: number | null) => (n === null ? '' : n.toLocaleString('de-DE'))

const englishHeader = [
  'Post URL',
  'Post publish date',
  'Ambassador',
  'Post commentary',
  'Impressions',
  'Members reached',
  'Reactions',
  'Comments',
  'Reposts',
]
const englishRows = (posts: Post[]) =>
  posts.map((p) => [
    p.url,
    englishDay(p.day),
    p.ambassador,
    p.text,
    ...p.figures.map((n) => (n === null ? '' : String(n))),
  ])

const write = (name: string, data: string | Buffer) => writeFileSync(folder + name, data)
const csv = (rows: string[][], delimiter = ',') => `${Papa.unparse(rows, { delimiter, newline: '\r\n' })}\r\n`

write('posts-en.csv', csv([englishHeader, ...englishRows(linkedinPosts)]))
write(
  'posts-de.csv',
  `\uFEFF${csv(
    [
      [
        'Beitrags-URL',
        'Veröffentlichungsdatum',
        'Botschafter',
        'Beitragstext',
        'Impressionen',
        'Erreichte Mitglieder',
        'Reaktionen',
        'Kommentare',
        'Geteilt',
      ],
      ...linkedinPosts.map((p) => [
        p.url,
        germanDay(p.day),
        p.ambassador,
        p.text,
        ...p.figures.map(germanCount),
      ]),
    ],
    ';',
  )}`,
)

const later: Post[] = [
  { ...linkedinPosts[0]!, figures: [1200, 900, 50, 6, 4] },
  { ...linkedinPosts[1]!, figures: [2600, 1900, 35, 8, 7] },
]
write('posts-later-en.csv', csv([englishHeader, ...englishRows(later)]))

// One bad row of each kind, between two good ones (lines 2 and 8 are fine).
write(
  'bad-rows-en.csv',
  csv([
    englishHeader,
    englishRows([linkedinPosts[0]!])[0]!,
    ['not a url', '3/3/2025', 'Anna Berger', '', '10', '', '1', '0', '0'],
    [activity(6), '2/30/2025', 'Anna Berger', '', '10', '', '1', '0', '0'],
    [activity(7), '3/3/2025', 'Nobody Known', '', '10', '', '1', '0', '0'],
    [activity(8), '3/3/2025', 'Anna Berger', '', '-5', '', '1', '0', '0'],
    [activity(9), '3/3/2025', 'Anna Berger', '', '10', '', '', '0', '0'],
    englishRows([linkedinPosts[1]!])[0]!,
    englishRows([linkedinPosts[0]!])[0]!,
  ]),
)

const workbook = new ExcelJS.Workbook()
const sheet = workbook.addWorksheet('Posts')
sheet.addRow(englishHeader)
// XLSX cells keep their types: real dates and numbers, as Excel saves them.
for (const p of linkedinPosts)
  sheet.addRow([p.url, new Date(`${p.day}T00:00:00Z`), p.ambassador, p.text, ...p.figures])
write('posts-en.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()))
console.log(`wrote ${folder}: posts-en.csv, posts-de.csv, posts-en.xlsx, posts-later-en.csv, bad-rows-en.csv`)
