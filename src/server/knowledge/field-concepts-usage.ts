// The field's concepts of using a product, in German, French and English (issue 38): duration,
// indication, pack sizes, holder, launch, daily maximum and the symptoms and cautions leaflets speak
// of, after those of field-concepts.ts and in the order a question's search expands them. Data only.
import type { FieldConcept } from './field-concepts.ts'

export const usageConcepts: readonly FieldConcept[] = [
  {
    id: 'duration',
    terms: {
      de: [
        'behandlungsdauer',
        'dauer',
        'wie lange',
        'langer als',
        'tage ',
        'stunden',
        'wochen',
        'monate',
        'minuten',
      ],
      fr: ['duree', 'combien de temps', 'jours', 'heures', 'semaines', 'mois ', 'minutes'],
      en: ['duration', 'how long', 'longer than', 'more than', 'days', 'hours', 'weeks', 'months', 'minutes'],
    },
    search: { de: ['Behandlungsdauer', 'Tage'], fr: ['durée', 'jours'], en: ['duration', 'days'] },
  },
  {
    id: 'indication',
    terms: {
      de: ['anwendungsgebiet', 'wofur', 'angewendet', 'behandlung von'],
      fr: ['indication', 'utilise pour', 'traitement'],
      en: ['indication', 'used for', 'used to treat', 'treatment of'],
    },
    search: { de: ['Anwendungsgebiete'], fr: ['indications'], en: ['indications'] },
  },
  {
    id: 'packSize',
    terms: {
      de: [
        'packungsgrosse',
        'packung',
        'inhalt der packung',
        'stuck',
        'tubengrosse',
        'flaschengrosse',
        'behaltnis',
        'flasche mit',
        'spruhflasche mit',
        'tube mit',
      ],
      fr: ['conditionnement', 'boite', 'contenu de l emballage', 'contenance', 'flacon de', 'tube de'],
      en: [
        'pack size',
        'pack of',
        'packs ',
        'contents of the pack',
        'container',
        'tube size',
        'bottle size',
        'bottle of',
        'tube of',
      ],
    },
    search: { de: ['Packungsgröße', 'Packung'], fr: ['conditionnement', 'boîte'], en: ['pack'] },
  },
  {
    id: 'holder',
    terms: {
      // "Wer stellt X her?": the separable verb's parts.
      de: ['pharmazeutischer unternehmer', 'hersteller', 'inhaber', 'hergestellt', 'herstellt', 'wer stellt'],
      fr: ['titulaire', 'fabricant', 'exploitant'],
      en: ['marketing authorisation holder', 'manufactur', 'holder'],
    },
    search: {
      de: ['Unternehmer', 'Hersteller'],
      fr: ['titulaire', 'fabricant'],
      en: ['holder', 'manufacturer'],
    },
  },
  {
    id: 'launch',
    terms: {
      de: ['markteinfuhrung', 'eingefuhrt', 'erhaltlich seit', 'auf dem markt'],
      fr: ['lancement', 'lance', 'disponible depuis', 'commercialis'],
      en: ['launch', 'available since', 'on the market', 'introduced'],
    },
    search: { de: ['Markteinführung'], fr: ['lancement'], en: ['launch', 'launched'] },
  },
  {
    id: 'dailyMax',
    terms: {
      de: ['hochst', 'tageshochst', 'maximal', 'pro tag', 'am tag', 'taglich'],
      fr: ['maximum', 'maximal', 'par jour', 'quotidien', 'par 24 heures'],
      en: ['maximum', 'per day', 'a day', 'daily', 'in 24 hours', 'in one day', 'the most '],
    },
    search: { de: ['höchstens', 'täglich'], fr: ['maximum', 'jour'], en: ['maximum', 'daily'] },
  },
  {
    id: 'digestive',
    terms: {
      de: ['bauchschmerz', 'bauchweh', 'magenbeschwerd', 'magenschmerz', 'verdauung', 'magen-darm'],
      fr: [
        'mal au ventre',
        'maux de ventre',
        'douleurs abdominales',
        'troubles digestifs',
        'digesti',
        'estomac',
      ],
      en: ['stomach', 'tummy', 'abdominal', 'digestive', 'indigestion', 'dyspepsia'],
    },
    search: {
      de: ['Bauchschmerzen', 'Magenbeschwerden'],
      fr: ['digestifs', 'abdominales'],
      en: ['abdominal', 'stomach'],
    },
  },
  {
    id: 'divide',
    terms: {
      de: ['teilen', 'geteilt', 'teilbar', 'zerkleiner', 'zerbrech', 'zerdruck', 'zerkau', 'bruchkerbe'],
      fr: ['couper', 'diviser', 'ecraser', 'croquer', 'secable', 'en deux'],
      en: ['split', 'crush', 'halve', 'break ', 'chew', 'divid', 'in half'],
    },
    search: { de: ['zerkleinert', 'teilen'], fr: ['couper', 'écraser'], en: ['crushed', 'split'] },
  },
  {
    id: 'drowsiness',
    terms: {
      de: ['mudigkeit', 'mude ', 'schlafrig', 'benommen', 'somnolenz'],
      fr: ['somnolen', 'endormi'],
      en: ['drows', 'sleepy', 'sleepiness', 'somnolence'],
    },
    search: { de: ['Müdigkeit', 'müde'], fr: ['somnolence'], en: ['drowsy', 'drowsiness'] },
  },
  {
    id: 'diabetes',
    terms: { de: ['diabet', 'zucker'], fr: ['diabet', 'sucre'], en: ['diabet', 'sugar'] },
    search: { de: ['Diabetes', 'Zucker'], fr: ['diabète', 'sucre'], en: ['diabetes', 'sugar'] },
  },
  {
    id: 'contactLenses',
    terms: { de: ['kontaktlinse'], fr: ['lentilles'], en: ['contact lens'] },
    search: { de: ['Kontaktlinsen'], fr: ['lentilles'], en: ['lenses'] },
  },
  {
    id: 'effect',
    terms: {
      de: ['wirkung', 'wirkt', 'wirkeintritt'],
      fr: ['effet', 'agit', 'action'],
      en: ['effect', 'works', 'onset'],
    },
    search: { de: ['Wirkung'], fr: ['effet'], en: ['effect'] },
  },
  {
    id: 'initialDose',
    terms: {
      de: ['anfangs', 'zu beginn', 'zunachst', 'anfangsdosis', 'initial', 'erstmals'],
      fr: ['pour commencer', 'au debut', 'initialement', 'dose initiale', 'd abord'],
      en: ['initially', 'initial', 'to start', 'to begin', 'first dose', 'start with'],
    },
    search: { de: ['zunächst', 'anfangs'], fr: ['initialement', 'début'], en: ['initially'] },
  },
  {
    id: 'sodium',
    terms: { de: ['natrium', 'kochsalz'], fr: ['sodium'], en: ['sodium', 'salt'] },
    search: { de: ['Natrium'], fr: ['sodium'], en: ['sodium'] },
  },
  {
    id: 'noImprovement',
    terms: {
      de: ['nicht besser', 'nicht bessert', 'verschlechter', 'verschlimmer', 'anhalt'],
      fr: ['pas d amelioration', 'ne s ameliore', 'aggrave', 'persist'],
      en: ['not improve', 'no better', 'not get better', 'get worse', 'gets worse', 'persist'],
    },
    search: { de: ['bessern', 'verschlimmern'], fr: ['persistent', 'aggravent'], en: ['persist', 'worse'] },
  },
]
