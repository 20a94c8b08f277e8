// CSV as our downloads write it (the export and the rejected-rows report): every field quoted, the
// separator the user's spreadsheet expects (docs/decisions/0030).
import Papa from 'papaparse'

export type Delimiter = 'comma' | 'semicolon'

/**
 * The CSV separator: asked for, else the one the user's spreadsheet expects - German and French Excel
 * split at `;` (the comma is their decimal mark), English at `,`.
 */
export const delimiterOf = (asked: Delimiter | undefined, language: string) =>
  (asked ?? (language === 'en' ? 'comma' : 'semicolon')) === 'comma' ? ',' : ';'

/**
 * CSV lines, every field in quotes: a spreadsheet that splits at the other separator
 * (`x;=1+1` in a comma file, opened by German Excel) still reads each value as one cell.
 */
export const csvLines = (rows: string[][], delimiter: string) =>
  `${Papa.unparse(rows, { delimiter, quotes: true, newline: '\r\n' })}\r\n`
