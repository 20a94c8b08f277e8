// The field's concepts of the trade around a product, in German, French and English (issue 38): its
// prescription status, studies, discounts, deliveries and the press contact, as field-concepts.ts has those of the
// product's own text. Data only.
import type { FieldConcept } from './field-concepts.ts'

export const tradeConcepts: readonly FieldConcept[] = [
  {
    id: 'prescription',
    terms: {
      de: ['rezeptfrei', 'ohne rezept', 'verschreibungsfrei', 'verschreibungspflicht', 'apothekenpflichtig'],
      fr: ['vente libre', 'sans ordonnance', 'ordonnance', 'prescription medicale'],
      en: ['over the counter', 'without prescription', 'without a prescription', 'prescription', 'otc '],
    },
    search: {
      de: ['rezeptfrei', 'Rezept'],
      fr: ['ordonnance'],
      en: ['prescription'],
    },
  },
  {
    id: 'study',
    terms: {
      de: ['studie', 'anwendungsbeobachtung', 'teilnehm', 'probanden'],
      fr: ['etude', 'essai clinique', 'participant'],
      en: ['study', 'trial', 'participant', 'took part'],
    },
    search: { de: ['Studie', 'Teilnehmende'], fr: ['étude', 'participants'], en: ['study', 'participants'] },
  },
  {
    id: 'discount',
    terms: {
      de: ['rabatt', 'skonto', 'nachlass'],
      fr: ['remise', 'escompte', 'rabais'],
      en: ['discount', 'rebate'],
    },
    search: { de: ['Rabatt', 'Skonto'], fr: ['remise', 'escompte'], en: ['discount'] },
  },
  {
    id: 'delivery',
    terms: {
      de: ['liefer', 'zustellung', 'versand', 'versend'],
      fr: ['livr', 'expedi', 'envoi'],
      en: ['deliver', 'shipping', 'dispatch', 'shipped'],
    },
    search: {
      de: ['Lieferung', 'Zustellung', 'Versand'],
      fr: ['livrées', 'livraison'],
      en: ['delivery', 'delivered'],
    },
  },
  {
    id: 'pressContact',
    terms: {
      de: ['pressekontakt', 'presseanfrage', 'pressestelle', 'journalist', 'unternehmenskommunikation'],
      fr: ['contact presse', 'relations presse', 'service de presse', 'journalist'],
      en: [
        'press enquir',
        'press inquir',
        'media enquir',
        'media inquir',
        'press contact',
        'press office',
        'journalist',
      ],
    },
    search: { de: ['Pressekontakt'], fr: ['presse'], en: ['Communications', 'press'] },
  },
  {
    // "Wie erreiche ich ... telefonisch", "par téléphone", "phone number": the line a customer calls.
    id: 'phone',
    terms: {
      de: ['telefon', 'anruf', 'anrufen', 'rufnummer', 'hotline'],
      fr: ['telephon', 'appeler', 'numero d appel', 'hotline'],
      en: ['phone', 'telephone', 'call us', 'hotline'],
    },
    search: { de: ['Telefon', 'telefonisch'], fr: ['téléphone'], en: ['phone'] },
  },
  {
    // Goods that arrived broken: "beschädigt", "abîmé", "damaged in transit".
    id: 'damaged',
    terms: {
      de: ['beschadig', 'kaputt', 'zerbroch', 'transportschad'],
      fr: ['abime', 'endommag', 'casse '],
      en: ['damage', 'broken'],
    },
    search: { de: ['beschädigt'], fr: ['endommagés', 'abîmé'], en: ['damaged'] },
  },
  {
    // How long one dose acts ("Wie lange hält die Wirkung an", "wirkt bis zu 10 Stunden"): not the
    // treatment's duration nor the shelf life.
    id: 'effectDuration',
    terms: {
      de: ['halt die wirkung', 'wirkung halt', 'wirkt bis', 'wirkdauer', 'wirkungsdauer'],
      fr: ['duree d action', 'agit pendant', 'agit jusqu', 'effet dure', 'duree de l effet'],
      en: ['duration of action', 'effect last', 'lasts up to', 'works for', 'relief for up to'],
    },
    search: { de: ['Wirkung', 'wirkt'], fr: ['agit', 'action'], en: ['works', 'lasts'] },
  },
  {
    // Where a suspected side effect is reported ("Nebenwirkungsmeldung", "déclarer un effet", "report").
    id: 'reporting',
    terms: {
      de: ['nebenwirkungsmeld', 'meldung', 'melden', 'meldet', 'pharmakovigilanz', 'arzneimittelsicherheit'],
      fr: ['declarer', 'declaration', 'signaler', 'pharmacovigilance'],
      en: ['report', 'pharmacovigilance', 'drug safety'],
    },
    search: {
      de: ['melden', 'Arzneimittelsicherheit'],
      fr: ['déclarer', 'pharmacovigilance'],
      en: ['report', 'reporting'],
    },
  },
  {
    // Drinking alcohol with the medicine ("ein Bier trinken", "avec de l'alcool"), not alcohol as an
    // excipient ("Isopropylalkohol", "alcool benzylique").
    id: 'drinking',
    terms: {
      de: [
        'alkohol trink',
        'keinen alkohol',
        'mit alkohol',
        'alkoholkonsum',
        'alkoholische getrank',
        'bier ',
        'wein ',
      ],
      fr: [
        'avec de l alcool',
        'avec l alcool',
        'boire de l alcool',
        'consommation d alcool',
        'boissons alcoolis',
        'biere',
      ],
      en: [
        'with alcohol',
        'drink alcohol',
        'drinking alcohol',
        'alcohol consumption',
        'alcoholic drink',
        'beer',
        'wine',
      ],
    },
    search: { de: ['Alkohol'], fr: ['alcool'], en: ['alcohol'] },
  },
]
