// Writes the knowledge fixtures (tests/fixtures/knowledge/): one small file of every accepted type
// and the refused kinds (scan, password, bomb, damaged). Run: npx tsx scripts/make-knowledge-fixtures.ts
// legacy-word97.doc is not made here: no library writes Word 97 files; it is test05.doc of
// word-extractor's own tests (github.com/morungos/node-word-extractor, __tests__/data, MIT licence).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { englishSmpc, frenchLeaflet, germanSmpc } from './knowledge-fixtures/pdf-documents.ts'
import { textFixtures } from './knowledge-fixtures/text-documents.ts'
import { writeDocx, writeDocxBomb, writePptx } from './knowledge-fixtures/write-office.ts'
import { writePdf } from './knowledge-fixtures/write-pdf.ts'

const folder = fileURLToPath(new URL('../tests/fixtures/knowledge/', import.meta.url))
const write = (name: string, data: Buffer | string) => writeFileSync(folder + name, data)

write('dolorex-fachinformation.pdf', writePdf(germanSmpc))
write('dolorex-notice.pdf', writePdf(frenchLeaflet))
write('calmora-smpc.pdf', writePdf(englishSmpc))
write('scanned-leaflet.pdf', writePdf([[], []], { imageOnly: true }))
write('password-protected.pdf', writePdf(germanSmpc.slice(0, 1), { passwordProtected: true }))
// A header, then the start of an object and nothing a reader can find pages in.
write(
  'damaged.pdf',
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n\u0000\u0013garbage without xref or pages\n',
    'latin1',
  ),
)
write('docx-zip-bomb.docx', writeDocxBomb(8 * 1024 * 1024))

write(
  'dolorex-claims.docx',
  writeDocx([
    { heading: 'Claims-Liste Dolorex 400 mg', level: 1 },
    {
      paragraph:
        'Freigegebene Werbeaussagen für Dolorex. Fiktives Testdokument für Tessera, Stand Januar 2027.',
    },
    { heading: 'Wirksamkeit', level: 1 },
    { heading: 'Schnelle Schmerzlinderung', level: 2 },
    {
      paragraph:
        'Dolorex lindert Kopfschmerzen bereits nach 15 Minuten. Beleg: interne Studie DLX-07 mit 240 Patienten.',
    },
    { heading: 'Lang anhaltende Wirkung', level: 2 },
    { paragraph: 'Eine Tablette wirkt bis zu 8 Stunden. Beleg: Fachinformation Abschnitt 5.2.' },
    { heading: 'Verträglichkeit', level: 1 },
    {
      paragraph:
        'Gut verträglich bei kurzzeitiger Anwendung. Nicht erlaubt ist die Aussage „ohne Nebenwirkungen“; sie wurde von der Rechtsabteilung abgelehnt.',
    },
    { heading: 'Pflichttext', level: 1 },
    {
      paragraph:
        'Dolorex 400 mg Filmtabletten. Wirkstoff: Ibuprofen. Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke.',
    },
  ]),
)

write(
  'dolorex-launch.pptx',
  writePptx([
    {
      title: 'Dolorex Markteinführung 2027',
      body: [
        'Außendienst-Schulung, fiktives Testdokument',
        'Start des Verkaufs am 1. März 2027 in Deutschland und Österreich',
      ],
      notes: 'Begrüßung durch die Produktmanagerin. Dauer der Schulung etwa 45 Minuten.',
    },
    {
      title: 'Zielgruppen',
      body: ['Apotheken mit hohem Anteil an Selbstmedikation', 'Hausarztpraxen und Zahnarztpraxen'],
      notes: 'Zahnarztpraxen sind neu: dort erhalten Patienten nach Eingriffen oft ein Schmerzmittel.',
    },
    {
      title: 'Preise und Zeitplan',
      body: ['Apothekenverkaufspreis 20 Stück: 6,95 Euro', 'Musterabgabe an Ärzte ab April 2027'],
    },
  ]),
)

for (const [name, text] of Object.entries(textFixtures)) write(name, text)
