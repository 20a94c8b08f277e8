// Cells of the files Tessera writes (exports, the rejected-rows report) that a spreadsheet could run.
// Excel and LibreOffice read a cell starting with = + - @, a tab or a carriage return as a formula
// ("CSV injection"), so such a cell is written with a leading apostrophe, as OWASP advises; uploads
// take that apostrophe off again, so an exported file uploads unchanged. A plain number in a numeric
// column (-1.5, or -1,5 as German and French files write it) stays a number: it runs nothing, and its column must stay numeric for the upload.

/** A cell a spreadsheet would take for a formula; apostrophes already in front count too, so neutralising is reversible. */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/

/** The cell as written to a file: a formula-like text with a leading apostrophe. */
export function neutraliseCell(text: string, numericColumn = false): string {
  if (numericColumn && PLAIN_NUMBER.test(text)) return text
  return FORMULA_LIKE.test(text) ? `'${text}` : text
}

/** A cell as read from an uploaded file: the apostrophe `neutraliseCell` added taken off. */
export function restoreCell(text: string): string {
  return /^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text
}
