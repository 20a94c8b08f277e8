import { describe, expect, it } from 'vitest'
import { plainTitle } from './plain-title.ts'

describe('plainTitle', () => {
  it.each([
    ['## **Dosierung** von `Ibuprofen`', 'Dosierung von Ibuprofen'],
    ['# Titel #', 'Titel'],
    ['> Zitat mit _Betonung_ und ~~alt~~', 'Zitat mit Betonung und alt'],
    ['- erster Punkt\n- zweiter **Punkt**', 'erster Punkt zweiter Punkt'],
    ['1. Schritt eins\n2) Schritt zwei', 'Schritt eins Schritt zwei'],
    ['- [x] erledigt', 'erledigt'],
    ['Siehe [Fachinfo](https://example.test/fi.pdf) und ![Logo](/l.png)', 'Siehe Fachinfo und Logo'],
    ['Quelle <https://example.test>', 'Quelle https://example.test'],
    ['```ts\nconst a = 1\n```', 'const a = 1'],
    ['| PZN | Preis |\n|---|---|', 'PZN Preis'],
    ['***fett kursiv*** und **_beides_**', 'fett kursiv und beides'],
    ['snake_case_name und 2*3*4 bleiben', 'snake_case_name und 2*3*4 bleiben'],
    ['Escaped \\*Stern\\*', 'Escaped *Stern*'],
    ['<b>fett</b> <script>x</script>', 'fett x'],
    ['Was kostet PZN 27580899?', 'Was kostet PZN 27580899?'],
  ])('%j -> %j', (markdown, plain) => {
    expect(plainTitle(markdown)).toBe(plain)
  })
})
