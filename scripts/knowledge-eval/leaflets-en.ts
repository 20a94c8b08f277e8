// English leaflets of the evaluation set; Allerfin has a superseded one (March 2021).
import type { EvalDocument } from './eval-document.ts'
import type { LeafletBody } from './leaflets-de.ts'

export function leafletEn(
  name: string,
  product: string,
  title: string,
  revised: string,
  body: LeafletBody,
  current = true,
): EvalDocument {
  const short = title.split(' ')[0]
  return {
    name,
    language: 'en',
    type: 'leaflet',
    product,
    title: `Package leaflet: information for the user – ${title}`,
    header: `Veltara Pharma Ltd · Patient information leaflet ${title}`,
    version: `Revised ${revised}`,
    current,
    contents: true,
    sections: [
      { heading: `1. What ${short} is and what it is used for`, paragraphs: body.what },
      { heading: `2. What you need to know before you use ${short}`, paragraphs: body.before },
      { heading: `3. How to use ${short}`, paragraphs: body.how },
      { heading: '4. Possible side effects', paragraphs: body.effects },
      { heading: `5. How to store ${short}`, paragraphs: body.storage },
      {
        heading: '6. Contents of the pack and other information',
        paragraphs: [...body.pack, `This leaflet was last revised in ${revised}.`],
      },
    ],
  }
}

export const tussilanEn = leafletEn(
  'tussilan-syrup-leaflet.docx',
  'Tussilan 30 mg/5 ml',
  'Tussilan 30 mg/5 ml cough syrup',
  'May 2024',
  {
    what: [
      'Tussilan contains ambroxol hydrochloride, an expectorant that loosens mucus.',
      'It is used for chesty (productive) coughs in acute and chronic diseases of the airways with thick mucus.',
    ],
    before: [
      'Do not take Tussilan if you are allergic to ambroxol. Do not give it to children under 2 years.',
      'This medicine contains 1.75 g sorbitol in each 5 ml.',
    ],
    how: [
      'Adults and adolescents over 12 years: 10 ml three times a day for the first 2 to 3 days, then 10 ml twice a day.',
      'Children 6 to 12 years: 5 ml two to three times a day. Children 2 to 5 years: 2.5 ml three times a day.',
      'Use the measuring cup provided. Talk to a doctor if you do not feel better after 5 days.',
    ],
    effects: ['Common: taste disturbance, nausea, numbness in the mouth.', 'Rare: rash, hives.'],
    storage: ['Do not store above 30 °C. Once opened, use within 3 months.'],
    pack: [
      'Each 5 ml contains 30 mg ambroxol hydrochloride. Raspberry flavour.',
      'Bottle of 100 ml with measuring cup.',
      'Marketing authorisation holder: Veltara Pharma Ltd, 4 Canal Street, Manchester M1 3HE.',
    ],
  },
)

export const allerfinEn = leafletEn(
  'allerfin-leaflet.docx',
  'Allerfin 10 mg',
  'Allerfin 10 mg film-coated tablets',
  'August 2024',
  {
    what: [
      'Allerfin contains cetirizine dihydrochloride, an antihistamine.',
      'It relieves the symptoms of hay fever (seasonal allergic rhinitis), year-round allergies and chronic hives.',
    ],
    before: [
      'Do not take Allerfin if you have severe kidney disease. Take care with alcohol.',
      'Allerfin may make you drowsy; do not drive if affected.',
    ],
    how: [
      'Adults and children over 12 years: one tablet (10 mg) once a day.',
      'Children 6 to 12 years: half a tablet twice a day.',
      'Swallow the tablet with a glass of liquid.',
    ],
    effects: [
      'Common (up to 1 in 10 people): drowsiness, tiredness, dry mouth, headache.',
      'Uncommon: tummy pain, tingling of the skin.',
    ],
    storage: ['This medicine does not require any special storage conditions.'],
    pack: [
      'Each tablet contains 10 mg cetirizine dihydrochloride and lactose monohydrate.',
      'Packs of 7, 14 and 30 tablets.',
      'Marketing authorisation holder: Veltara Pharma Ltd, 4 Canal Street, Manchester M1 3HE. PL 41234/0057.',
    ],
  },
)

/** The Allerfin leaflet the August 2024 one replaced. */
export const allerfinEnOld = leafletEn(
  'allerfin-leaflet-2021.docx',
  'Allerfin 10 mg',
  'Allerfin 10 mg film-coated tablets',
  'March 2021',
  {
    what: [
      'Allerfin contains cetirizine dihydrochloride, an antihistamine.',
      'It relieves the symptoms of hay fever (seasonal allergic rhinitis), year-round allergies and chronic hives.',
    ],
    before: [
      'Do not take Allerfin if you have severe kidney disease.',
      'Allerfin may make you drowsy; do not drive if affected.',
    ],
    how: [
      'Adults and children over 12 years: one tablet (10 mg) once a day.',
      'Children 6 to 12 years: half a tablet twice a day.',
      'Swallow the tablet with a glass of liquid.',
    ],
    effects: [
      'Common (up to 1 in 10 people): drowsiness, tiredness, dry mouth.',
      'Uncommon: tingling of the skin.',
    ],
    storage: ['Do not store above 25 °C.'],
    pack: [
      'Each tablet contains 10 mg cetirizine dihydrochloride and lactose monohydrate.',
      'Packs of 7 and 30 tablets.',
      'Marketing authorisation holder: Veltara Pharma Ltd, 4 Canal Street, Manchester M1 3HE. PL 41234/0057.',
    ],
  },
  false,
)

export const leafletsEn: readonly EvalDocument[] = [tussilanEn, allerfinEn, allerfinEnOld]
