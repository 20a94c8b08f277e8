import { describe, expect, it } from 'vitest'
import { neutraliseCell, restoreCell } from './spreadsheet-cells.ts'

describe('spreadsheet cells', () => {
  it.each([
    ['=HYPERLINK("http://x.example","y")', false, `'=HYPERLINK("http://x.example","y")`],
    ['+41 44 000 00 00', false, "'+41 44 000 00 00"],
    ['-2+3+cmd|/C calc!A0', false, "'-2+3+cmd|/C calc!A0"],
    ['@SUM(A1)', false, "'@SUM(A1)"],
    ['\t=1', false, "'\t=1"],
    ['\r=1', false, "'\r=1"],
    ["'=1", false, "''=1"],
    ['-1.5', false, "'-1.5"],
    ['-1.5', true, '-1.5'],
    ['-2,50', true, '-2,50'],
    ['-1.5e3', true, "'-1.5e3"],
    ['=1', true, "'=1"],
    ['Ibudemo 400 mg', false, 'Ibudemo 400 mg'],
    ["l'Oréal", false, "l'Oréal"],
    ["'quoted", false, "'quoted"],
    ['', false, ''],
  ])('writes %j (numeric column: %s) as %j, and reads it back as it was', (text, numeric, written) => {
    expect(neutraliseCell(text, numeric)).toBe(written)
    expect(restoreCell(written)).toBe(text)
  })
})
