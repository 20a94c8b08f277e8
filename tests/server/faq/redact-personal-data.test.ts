// Personal data leaves a user's question before the FAQ counts it, shows it or sends it to a model.
import { describe, expect, it } from 'vitest'
import { redactPersonalData } from '../../../src/server/faq/redact-personal-data.ts'

describe('redactPersonalData', () => {
  it.each([
    ['Frau Müller fragt: Wie hoch ist die Tageshöchstdosis von Dolorex?', 'Frau [Name] fragt: Wie hoch ist die Tageshöchstdosis von Dolorex?'],
    ['Mein Kunde Herr Dr. Hans-Peter Meier fragt nach PZN 01234567', 'Mein Kunde [Name] fragt nach PZN 01234567'],
    ['Ich heiße Anna Schmidt. Gibt es Dolorex als Saft?', 'Ich heiße [Name]. Gibt es Dolorex als Saft?'],
    ['Schreiben Sie an anna.schmidt@apotheke-beispiel.de', 'Schreiben Sie an [E-Mail]'],
    ['Rückruf unter +49 30 1234567 oder 030/123 45 67', 'Rückruf unter [Telefon] oder [Telefon]'],
    ["Bonjour, je m'appelle Jean Dupont, 06 12 34 56 78", "Bonjour, je m'appelle [Name], [Telefon]"],
    ['Madame Lefèvre demande la posologie', 'Madame [Name] demande la posologie'],
    ['IBAN DE89 3704 0044 0532 0130 00 für die Erstattung', 'IBAN [IBAN] für die Erstattung'],
    ['Versichertennummer A123456789 bitte prüfen', 'Versichertennummer [Nummer] bitte prüfen'],
    ['Patientin (geb. 12.03.1961) fragt nach Wechselwirkungen', 'Patientin (geb. [Datum]) fragt nach Wechselwirkungen'],
    ['Danke! Viele Grüße, Max Mustermann', 'Danke! Viele Grüße, [Name]'],
    ['My name is John Smith, what is the dose?', 'My name is [Name], what is the dose?'],
  ])('%s', (input, expected) => {
    expect(redactPersonalData(input)).toBe(expected)
  })

  it.each([
    'Wie hoch ist die Tageshöchstdosis von Dolorex 400 mg?',
    'Gibt es PZN 01234567 auch in der Packung zu 50 Stück?',
    'Wie lange ist Dolorex nach dem Öffnen haltbar?',
    'Quelle est la posologie de Dolorex chez l’enfant de 6 ans ?',
  ])('leaves a question without personal data as it is: %s', (question) => {
    expect(redactPersonalData(question)).toBe(question)
  })
})
