// The field's concepts in German, French and English (issue 38, decisions 0092 and 0104): what a
// question asks about, each with the word starts that say it in the three languages (folded: lower
// case, no accents) and the words documents spell it with. Data only; field-terms.ts matches them.

export interface FieldConcept {
  readonly id: string
  /** Word starts (folded) per language; a term with a space is matched as a phrase start. */
  readonly terms: Readonly<Record<'de' | 'fr' | 'en', readonly string[]>>
  /** Words as documents spell them, added to a search in the other languages. */
  readonly search: Readonly<Record<'de' | 'fr' | 'en', readonly string[]>>
}

import { usageConcepts } from './field-concepts-usage.ts'
import { tradeConcepts } from './field-concepts-trade.ts'

export const fieldConcepts: readonly FieldConcept[] = [
  {
    id: 'dose',
    terms: {
      de: [
        'dosierung',
        'dosis',
        'einzeldosis',
        'tageshochstdosis',
        'einnehmen',
        'anwenden',
        'dosiert',
        'eingenommen',
        'einzunehmen',
      ],
      fr: ['posologie', 'dose', 'prendre', 'administr', 'avaler'],
      en: ['dose', 'dosage', 'dosing', 'take ', 'taken', 'swallow'],
    },
    search: { de: ['Dosierung', 'Dosis'], fr: ['posologie', 'dose'], en: ['dose', 'dosage'] },
  },
  {
    id: 'age',
    terms: {
      de: ['alter ', 'kinder', 'kind ', 'jahren', 'jahre', 'jugendliche', 'erwachsene', 'sauglinge'],
      fr: ['age ', 'enfant', 'ans ', 'adolescent', 'adulte', 'nourrisson'],
      en: ['age ', 'aged', 'child', 'years', 'adolescent', 'adult', 'infant'],
    },
    search: { de: ['Kinder', 'Alter'], fr: ['enfants', 'âge'], en: ['children', 'age'] },
  },
  {
    id: 'shelfLifeOpened',
    terms: {
      de: [
        'anbruch',
        'anbrech',
        'angebrochen',
        'offnen',
        'geoffnet',
        'aufmach',
        'aufgemacht',
        'haltbar',
        'verwendbar',
        'aufbrauchfrist',
        'verfall',
        'abgelaufen',
      ],
      fr: [
        'ouverture',
        'entame',
        'ouvert',
        'duree de conservation',
        'apres ouverture',
        'peremption',
        'perime',
      ],
      en: ['opening', 'opened', 'shelf life', 'shelf-life', 'discard', 'expir', 'good for'],
    },
    search: {
      de: ['Anbruch', 'haltbar'],
      fr: ['ouverture', 'conservation'],
      en: ['opening', 'opened', 'shelf'],
    },
  },
  {
    id: 'pregnancy',
    terms: {
      de: ['schwangerschaft', 'schwanger', 'stillzeit', 'stillen', 'gebarfahig'],
      fr: ['grossesse', 'enceinte', 'allaitement', 'allaiter'],
      en: ['pregnan', 'breast-feeding', 'breastfeeding', 'breast feeding', 'lactation'],
    },
    search: {
      de: ['Schwangerschaft', 'Stillzeit'],
      fr: ['grossesse', 'allaitement'],
      en: ['pregnancy', 'breastfeeding'],
    },
  },
  {
    id: 'sideEffects',
    terms: {
      de: ['nebenwirkung', 'unerwunschte'],
      fr: ['effets indesirables', 'effet indesirable', 'indesirable'],
      en: ['side effect', 'adverse', 'undesirable'],
    },
    search: { de: ['Nebenwirkungen'], fr: ['indésirables'], en: ['side', 'effects'] },
  },
  {
    id: 'storage',
    terms: {
      de: ['lagerung', 'lagern', 'aufbewahr', 'kuhlschrank', 'temperatur'],
      fr: ['conserver', 'conservation', 'temperature', 'refrigerateur'],
      en: ['storage', 'store', 'temperature', 'refrigerator', 'fridge'],
    },
    search: {
      de: ['Lagerung', 'lagern', 'aufbewahren'],
      fr: ['conserver', 'conservation'],
      en: ['storage', 'store'],
    },
  },
  {
    id: 'approvalNumber',
    terms: {
      de: ['zulassungsnummer', 'zul.-nr', 'zulassung'],
      fr: ['amm', 'autorisation de mise', 'numero d autorisation'],
      en: [
        'marketing authorisation',
        'authorisation number',
        'approval number',
        'licence number',
        'ma number',
      ],
    },
    search: {
      de: ['Zulassungsnummer', 'Zulassung'],
      fr: ['AMM', 'autorisation'],
      en: ['authorisation', 'licence'],
    },
  },
  {
    id: 'price',
    terms: {
      de: ['preis', 'kostet', 'kosten', 'apothekenverkaufspreis', 'avp', 'eur', 'bezahl', 'zahlen '],
      fr: ['prix', 'coute', 'tarif', 'eur', 'payer', 'paient', 'paye '],
      en: ['price', 'cost', 'eur', 'pay ', 'paid'],
    },
    search: { de: ['Preis', 'Apothekenverkaufspreis'], fr: ['prix', 'tarif'], en: ['price'] },
  },
  {
    id: 'ingredient',
    terms: {
      de: ['wirkstoff', 'enthalt', 'bestandteil', 'zusammensetzung'],
      fr: ['substance active', 'principe actif', 'contient', 'composition'],
      en: ['active substance', 'active ingredient', 'contains', 'ingredient', 'composition'],
    },
    search: { de: ['Wirkstoff', 'enthält'], fr: ['substance', 'contient'], en: ['substance', 'contains'] },
  },
  {
    id: 'excipient',
    terms: {
      de: ['sonstige bestandteile', 'hilfsstoff', 'laktose', 'lactose', 'alkohol', 'konservierungsmittel'],
      fr: ['excipient', 'lactose', 'alcool', 'conservateur'],
      en: ['excipient', 'lactose', 'alcohol', 'preservative'],
    },
    search: { de: ['Bestandteile', 'Hilfsstoffe'], fr: ['excipients'], en: ['excipients'] },
  },
  {
    id: 'contraindication',
    terms: {
      de: ['gegenanzeige', 'darf nicht', 'nicht anwenden', 'nicht einnehmen'],
      fr: ['contre-indication', 'ne pas utiliser', 'ne prenez jamais', 'ne pas prendre'],
      en: ['contraindication', 'do not use', 'do not take', 'must not'],
    },
    search: { de: ['Gegenanzeigen'], fr: ['contre-indications'], en: ['contraindications'] },
  },
  {
    id: 'interaction',
    terms: { de: ['wechselwirkung'], fr: ['interaction'], en: ['interaction'] },
    search: { de: ['Wechselwirkungen'], fr: ['interactions'], en: ['interactions'] },
  },
  {
    id: 'driving',
    terms: {
      de: ['verkehrstuchtig', 'fahren', 'maschinen', 'autofahren'],
      fr: ['conduite', 'conduire', 'machines'],
      en: ['driving', 'drive', 'machines'],
    },
    search: {
      de: ['Verkehrstüchtigkeit', 'Maschinen'],
      fr: ['conduite', 'machines'],
      en: ['driving', 'machines'],
    },
  },
  {
    id: 'overdose',
    terms: {
      de: ['uberdosierung', 'zu viel', 'grossere menge'],
      fr: ['surdosage', 'trop de'],
      en: ['overdose', 'more than you should', 'too much'],
    },
    search: { de: ['Überdosierung'], fr: ['surdosage'], en: ['overdose'] },
  },
  ...usageConcepts,
  ...tradeConcepts,
]
