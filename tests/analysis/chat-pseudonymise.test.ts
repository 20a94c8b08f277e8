// What of a chat message enters an item (decision 0114): e-mail addresses and the writer's own user name
// become a neutral mark, as whole words only; doses, product names and short names stay.
import { describe, expect, it } from 'vitest'
import { pseudonymise } from '../../src/server/analysis/chat/pseudonymise.ts'

const writer = { username: 'lena.kunde', email: 'l.kunde@example.org' }

describe('pseudonymise', () => {
  it.each([
    ['Schreiben Sie an lena.kunde@mail.example.de bitte.', 'Schreiben Sie an […] bitte.'],
    ['Grüße, Lena.Kunde', 'Grüße, […]'],
    ['Ich bin l.kunde und nehme Zyrtomax 400 mg.', 'Ich bin […] und nehme Zyrtomax 400 mg.'],
    ['Écrivez-moi : jean-luc.dupont+pv@exemple.fr', 'Écrivez-moi : […]'],
    ['Meine Nummer ist 0171 2345678.', 'Meine Nummer ist 0171 2345678.'],
    ['xlena.kundex bleibt', 'xlena.kundex bleibt'],
  ])('%s', (input, output) => {
    expect(pseudonymise(input, writer)).toBe(output)
  })

  it('leaves a user name too short to be told from a word', () => {
    expect(pseudonymise('Ab heute nehme ich es ab.', { username: 'ab', email: 'ab@example.org' })).toBe(
      'Ab heute nehme ich es ab.',
    )
  })
})
