// What of a chat message enters an item (decision 0114): e-mail addresses, phone numbers, IBANs and the
// writer's own user name become a neutral mark, as whole words only; doses, PZNs, dates, prices,
// product names and short names stay.
import { describe, expect, it } from 'vitest'
import { pseudonymise } from '../../src/server/analysis/chat/pseudonymise.ts'

const writer = { username: 'lena.kunde', email: 'l.kunde@example.org' }

describe('pseudonymise', () => {
  it.each([
    ['Schreiben Sie an lena.kunde@mail.example.de bitte.', 'Schreiben Sie an […] bitte.'],
    ['Grüße, Lena.Kunde', 'Grüße, […]'],
    ['Ich bin l.kunde und nehme Zyrtomax 400 mg.', 'Ich bin […] und nehme Zyrtomax 400 mg.'],
    ['Écrivez-moi : jean-luc.dupont+pv@exemple.fr', 'Écrivez-moi : […]'],
    ['Meine Nummer ist 0171 2345678.', 'Meine Nummer ist […].'],
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

describe('pseudonymise: phone numbers', () => {
  it.each([
    ['Rufen Sie mich an: +49 171 2345678.', 'Rufen Sie mich an: […].'],
    ['Festnetz +49 (0)30 12345678', 'Festnetz […]'],
    ['Tel. 0049 171 2345678', 'Tel. […]'],
    ['Handy 0171/2345678 oder 01712345678', 'Handy […] oder […]'],
    ['Büro (030) 123 456 78, abends 030-1234567', 'Büro […], abends […]'],
    ['München 089 / 123 45 67', 'München […]'],
    ['Tel.: 0171 2345678, danke', 'Tel.: […], danke'],
    ['Appelez-moi au 06 12 34 56 78 ou au 06.12.34.56.78', 'Appelez-moi au […] ou au […]'],
    ['Mon portable : +33 6 12 34 56 78', 'Mon portable : […]'],
    ['Numéro 0612345678, merci', 'Numéro […], merci'],
    ['Aus Wien: +43 664 1234567', 'Aus Wien: […]'],
    ['Meine Nummer 0664 123 45 67 oder 01 5123456', 'Meine Nummer […] oder […]'],
  ])('masks %s', (input, output) => {
    expect(pseudonymise(input, writer)).toBe(output)
  })

  it.each([
    'Zyrtomax PZN 01234567 hat mir geholfen.',
    'PZN: 12345678, PZN-01234567',
    'Seit dem 01.02.2024 habe ich Ausschlag.',
    'Depuis le 05/03/2024, des nausées.',
    'Am 05-03-2024 und am 05 03 2024 wieder.',
    'Ich nehme 400 mg, dann 0,5 mg, Schema 1-0-1 oder 0-0-1.',
    '2 x 500 mg, 3 mal täglich 20 Tropfen, um 10:30.',
    'Die Packung kostet 12,99 €, die große 1.099,00 € (0.99 € Versand).',
    'Ch.-B. 2304, CIP 3400936403114, Code 01234567.',
  ])('leaves %s', (input) => {
    expect(pseudonymise(input, writer)).toBe(input)
  })
})

describe('pseudonymise: IBANs', () => {
  it.each([
    ['Erstatten Sie an DE89 3704 0044 0532 0130 00 bitte.', 'Erstatten Sie an […] bitte.'],
    ['Mon IBAN : FR76 3000 6000 0112 3456 7890 189', 'Mon IBAN : […]'],
    ['IBAN AT61 1904 3002 3457 3201, danke', 'IBAN […], danke'],
    ['iban de89370400440532013000 und 400 mg', 'iban […] und 400 mg'],
  ])('masks %s', (input, output) => {
    expect(pseudonymise(input, writer)).toBe(output)
  })

  it('leaves a look-alike whose check digits are wrong', () => {
    const lookAlike = 'Auftrag AB12 3456 7890 1234 56 ist unterwegs.'
    expect(pseudonymise(lookAlike, writer)).toBe(lookAlike)
    // A mistyped IBAN is not taken as one; its "0044 …" groups still read as an international number.
    expect(pseudonymise('DE89 3704 0044 0532 0130 01', writer)).toBe('DE89 3704 […]')
  })
})
