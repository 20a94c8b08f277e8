// Summaries of product characteristics (Fachinformation / SmPC) of the evaluation set, in the
// numbered sections of the QRD template. Arnivel 1 % and 2 % and Febralin 200 and 400 mg are the
// look-alikes: the same text but for the strength and its values.
import type { EvalDocument } from './eval-document.ts'

interface SmpcBody {
  readonly composition: string
  readonly form: string
  readonly indication: string
  readonly dosage: readonly string[]
  readonly contraindications: string
  readonly pregnancy: string
  readonly effects: readonly string[]
  readonly shelfLife: string
  readonly storage: string
  readonly container: string
  readonly holder: string
  readonly number: string
}

export function smpcDe(
  name: string,
  product: string,
  title: string,
  version: string,
  body: SmpcBody,
): EvalDocument {
  return {
    name,
    language: 'de',
    type: 'smpc',
    product,
    title: `Fachinformation (Zusammenfassung der Merkmale des Arzneimittels) – ${title}`,
    header: `Fachinformation ${title} · Veltara Pharma GmbH`,
    version: `Stand ${version}`,
    current: true,
    contents: true,
    sections: [
      { heading: '1. Bezeichnung des Arzneimittels', paragraphs: [title] },
      {
        heading: '2. Qualitative und quantitative Zusammensetzung',
        paragraphs: [
          body.composition,
          'Vollständige Auflistung der sonstigen Bestandteile siehe Abschnitt 6.1.',
        ],
      },
      { heading: '3. Darreichungsform', paragraphs: [body.form] },
      { heading: '4.1 Anwendungsgebiete', paragraphs: [body.indication] },
      { heading: '4.2 Dosierung und Art der Anwendung', paragraphs: body.dosage },
      { heading: '4.3 Gegenanzeigen', paragraphs: [body.contraindications] },
      { heading: '4.6 Fertilität, Schwangerschaft und Stillzeit', paragraphs: [body.pregnancy] },
      {
        heading: '4.8 Nebenwirkungen',
        paragraphs: [
          ...body.effects,
          'Meldung des Verdachts auf Nebenwirkungen: Bundesinstitut für Arzneimittel und Medizinprodukte, Abt. Pharmakovigilanz, Kurt-Georg-Kiesinger-Allee 3, 53175 Bonn.',
        ],
      },
      { heading: '6.3 Dauer der Haltbarkeit', paragraphs: [body.shelfLife] },
      { heading: '6.4 Besondere Vorsichtsmaßnahmen für die Aufbewahrung', paragraphs: [body.storage] },
      { heading: '6.5 Art und Inhalt des Behältnisses', paragraphs: [body.container] },
      { heading: '7. Inhaber der Zulassung', paragraphs: [body.holder] },
      { heading: '8. Zulassungsnummer', paragraphs: [body.number] },
      { heading: '10. Stand der Information', paragraphs: [version.replace('/', '.')] },
      { heading: '11. Verkaufsabgrenzung', paragraphs: ['Apothekenpflichtig.'] },
    ],
  }
}

export function smpcEn(
  name: string,
  product: string,
  title: string,
  revised: string,
  body: SmpcBody,
): EvalDocument {
  return {
    name,
    language: 'en',
    type: 'smpc',
    product,
    title: `Summary of Product Characteristics – ${title}`,
    header: `SmPC ${title} · Veltara Pharma Ltd`,
    version: `Date of revision of the text: ${revised}`,
    current: true,
    contents: true,
    sections: [
      { heading: '1. Name of the medicinal product', paragraphs: [title] },
      {
        heading: '2. Qualitative and quantitative composition',
        paragraphs: [body.composition, 'For the full list of excipients, see section 6.1.'],
      },
      { heading: '3. Pharmaceutical form', paragraphs: [body.form] },
      { heading: '4.1 Therapeutic indications', paragraphs: [body.indication] },
      { heading: '4.2 Posology and method of administration', paragraphs: body.dosage },
      { heading: '4.3 Contraindications', paragraphs: [body.contraindications] },
      { heading: '4.6 Fertility, pregnancy and lactation', paragraphs: [body.pregnancy] },
      {
        heading: '4.8 Undesirable effects',
        paragraphs: [
          ...body.effects,
          'Reporting of suspected adverse reactions: via the Yellow Card Scheme.',
        ],
      },
      { heading: '6.3 Shelf life', paragraphs: [body.shelfLife] },
      { heading: '6.4 Special precautions for storage', paragraphs: [body.storage] },
      { heading: '6.5 Nature and contents of container', paragraphs: [body.container] },
      { heading: '7. Marketing authorisation holder', paragraphs: [body.holder] },
      { heading: '8. Marketing authorisation number', paragraphs: [body.number] },
      { heading: '10. Date of revision of the text', paragraphs: [revised] },
    ],
  }
}

const holderDe = 'Veltara Pharma GmbH, Hafenstraße 12, 20457 Hamburg, Telefon 040 555 0190.'
const holderEn = 'Veltara Pharma Ltd, 4 Canal Street, Manchester M1 3HE, United Kingdom.'

export const arnivel1Smpc = smpcDe(
  'arnivel-1-fachinformation.pdf',
  'Arnivel Schmerzgel 1 %',
  'Arnivel Schmerzgel 1 % Gel',
  '10/2024',
  {
    composition:
      '1 g Gel enthält 10 mg Diclofenac-Natrium. Sonstiger Bestandteil mit bekannter Wirkung: 50 mg Propylenglycol pro g Gel.',
    form: 'Gel. Weißes bis fast weißes, homogenes Gel.',
    indication:
      'Zur lokalen symptomatischen Behandlung von Schmerzen bei akuten Zerrungen, Verstauchungen oder Prellungen infolge stumpfer Traumen bei Erwachsenen und Jugendlichen ab 14 Jahren.',
    dosage: [
      'Erwachsene und Jugendliche ab 14 Jahren: 3- bis 4-mal täglich 2 bis 4 g Gel auf die betroffene Stelle auftragen. Die maximale Tagesdosis beträgt 16 g Gel (160 mg Diclofenac-Natrium).',
      'Die Behandlungsdauer ohne ärztliche Verordnung beträgt höchstens 7 Tage.',
    ],
    contraindications:
      'Überempfindlichkeit gegen den Wirkstoff; Asthma, Urtikaria oder Rhinitis nach Einnahme von Acetylsalicylsäure; letztes Trimenon der Schwangerschaft; Kinder und Jugendliche unter 14 Jahren.',
    pregnancy:
      'Im ersten und zweiten Trimenon nur nach sorgfältiger Nutzen-Risiko-Abwägung; im dritten Trimenon kontraindiziert.',
    effects: [
      'Häufig (1/100 bis < 1/10): Hautausschlag, Ekzem, Erythem, Dermatitis, Pruritus.',
      'Sehr selten (< 1/10.000): Asthma, Photosensibilisierung.',
    ],
    shelfLife: '3 Jahre. Nach Anbruch der Tube 6 Monate.',
    storage: 'Nicht über 25 °C lagern.',
    container: 'Aluminiumtube mit Schraubverschluss aus Polypropylen. Packungsgrößen: 50 g und 100 g Gel.',
    holder: holderDe,
    number: '7004512.00.00',
  },
)

export const arnivel2Smpc = smpcDe(
  'arnivel-2-fachinformation.pdf',
  'Arnivel Schmerzgel 2 %',
  'Arnivel Schmerzgel 2 % Gel',
  '10/2024',
  {
    composition:
      '1 g Gel enthält 20 mg Diclofenac-Natrium. Sonstiger Bestandteil mit bekannter Wirkung: 50 mg Propylenglycol pro g Gel.',
    form: 'Gel. Weißes bis fast weißes, homogenes Gel.',
    indication:
      'Zur lokalen symptomatischen Behandlung von Schmerzen bei akuten Zerrungen, Verstauchungen oder Prellungen infolge stumpfer Traumen bei Erwachsenen ab 18 Jahren.',
    dosage: [
      'Erwachsene ab 18 Jahren: 2-mal täglich (morgens und abends) 2 bis 4 g Gel auf die betroffene Stelle auftragen. Die maximale Tagesdosis beträgt 8 g Gel (160 mg Diclofenac-Natrium).',
      'Die Behandlungsdauer ohne ärztliche Verordnung beträgt höchstens 3 Wochen.',
    ],
    contraindications:
      'Überempfindlichkeit gegen den Wirkstoff; Asthma, Urtikaria oder Rhinitis nach Einnahme von Acetylsalicylsäure; letztes Trimenon der Schwangerschaft; Kinder und Jugendliche unter 18 Jahren.',
    pregnancy:
      'Im ersten und zweiten Trimenon nur nach sorgfältiger Nutzen-Risiko-Abwägung; im dritten Trimenon kontraindiziert.',
    effects: [
      'Häufig (1/100 bis < 1/10): Hautausschlag, Ekzem, Erythem, Dermatitis, Pruritus.',
      'Sehr selten (< 1/10.000): Asthma, Photosensibilisierung.',
    ],
    shelfLife: '2 Jahre. Nach Anbruch der Tube 12 Monate.',
    storage: 'Nicht über 30 °C lagern.',
    container: 'Laminattube mit Schraubverschluss. Packungsgrößen: 60 g und 120 g Gel.',
    holder: holderDe,
    number: '7004513.00.00',
  },
)

export const allerfinSmpc = smpcDe(
  'allerfin-10-fachinformation.pdf',
  'Allerfin 10 mg',
  'Allerfin 10 mg Filmtabletten',
  '04/2023',
  {
    composition:
      'Jede Filmtablette enthält 10 mg Cetirizindihydrochlorid. Sonstiger Bestandteil mit bekannter Wirkung: 66 mg Lactose-Monohydrat.',
    form: 'Filmtablette. Weiße, längliche Filmtablette mit Bruchkerbe.',
    indication:
      'Zur Linderung der nasalen und okulären Symptome der saisonalen und perennialen allergischen Rhinitis sowie der Symptome der chronischen idiopathischen Urtikaria bei Erwachsenen und Kindern ab 6 Jahren.',
    dosage: [
      'Erwachsene und Jugendliche ab 12 Jahren: 10 mg einmal täglich (1 Filmtablette).',
      'Kinder von 6 bis 12 Jahren: 5 mg zweimal täglich (eine halbe Filmtablette zweimal täglich).',
      'Bei Patienten mit mittelschwerer Niereninsuffizienz wird die Dosis auf 5 mg einmal täglich verringert.',
    ],
    contraindications:
      'Überempfindlichkeit gegen Cetirizin, Hydroxyzin oder Piperazinderivate; schwere Niereninsuffizienz mit einer Kreatinin-Clearance unter 10 ml/min.',
    pregnancy:
      'Die Anwendung in der Schwangerschaft sollte mit Vorsicht erfolgen. Cetirizin geht in die Muttermilch über.',
    effects: [
      'Häufig (1/100 bis < 1/10): Somnolenz, Müdigkeit, Kopfschmerzen, Mundtrockenheit, Pharyngitis.',
      'Gelegentlich: Bauchschmerzen, Parästhesien, Agitiertheit.',
    ],
    shelfLife: '5 Jahre.',
    storage: 'Für dieses Arzneimittel sind keine besonderen Lagerungsbedingungen erforderlich.',
    container: 'PVC/Aluminium-Blisterpackungen mit 20, 50 und 100 Filmtabletten.',
    holder: holderDe,
    number: '6123456.00.00',
  },
)

const febralinEffects = [
  'Common (1/100 to < 1/10): dyspepsia, abdominal pain, nausea.',
  'Rare: peptic ulcer, gastrointestinal bleeding, severe skin reactions.',
]
const febralinContra =
  'Hypersensitivity to ibuprofen; active peptic ulcer; severe heart failure; last trimester of pregnancy.'
const febralinPregnancy =
  'Contraindicated during the third trimester. During the first and second trimester only if clearly necessary.'

export const febralin200Smpc = smpcEn(
  'febralin-200-smpc.pdf',
  'Febralin 200 mg',
  'Febralin 200 mg film-coated tablets',
  '03/2024',
  {
    composition:
      'Each film-coated tablet contains 200 mg ibuprofen. Excipient with known effect: 22 mg sucrose.',
    form: 'Film-coated tablet. White, round, biconvex tablets.',
    indication:
      'Short-term relief of mild to moderate pain such as headache, dental pain and period pain, and of fever, in adults and adolescents from 12 years weighing at least 40 kg.',
    dosage: [
      'Adults and adolescents from 12 years (at least 40 kg): 1 to 2 tablets (200 to 400 mg) up to three times daily, leaving at least 6 hours between doses. Do not take more than 6 tablets (1200 mg) in 24 hours.',
      'If the medicine is needed for more than 3 days for fever or 4 days for pain, the patient should consult a doctor.',
    ],
    contraindications: febralinContra,
    pregnancy: febralinPregnancy,
    effects: febralinEffects,
    shelfLife: '3 years.',
    storage: 'Do not store above 25 °C.',
    container: 'PVC/aluminium blister packs of 16 and 32 tablets.',
    holder: holderEn,
    number: 'PL 41234/0061',
  },
)

export const febralin400Smpc = smpcEn(
  'febralin-400-smpc.pdf',
  'Febralin 400 mg',
  'Febralin 400 mg film-coated tablets',
  '03/2024',
  {
    composition:
      'Each film-coated tablet contains 400 mg ibuprofen. Excipient with known effect: 44 mg sucrose.',
    form: 'Film-coated tablet. White, oval tablets with a score line.',
    indication:
      'Short-term relief of mild to moderate pain such as headache, dental pain and period pain, and of fever, in adults and adolescents from 12 years weighing at least 40 kg.',
    dosage: [
      'Adults and adolescents from 12 years (at least 40 kg): 1 tablet (400 mg) up to three times daily, leaving at least 6 hours between doses. Do not take more than 3 tablets (1200 mg) in 24 hours.',
      'If the medicine is needed for more than 3 days for fever or 4 days for pain, the patient should consult a doctor.',
    ],
    contraindications: febralinContra,
    pregnancy: febralinPregnancy,
    effects: febralinEffects,
    shelfLife: '4 years.',
    storage: 'Do not store above 25 °C. Keep the blister in the outer carton.',
    container: 'PVC/aluminium blister packs of 12 and 24 tablets.',
    holder: holderEn,
    number: 'PL 41234/0062',
  },
)

export const diarexSmpc = smpcEn(
  'diarex-2mg-smpc.md',
  'Diarex 2 mg',
  'Diarex 2 mg hard capsules',
  '09/2023',
  {
    composition:
      'Each hard capsule contains 2 mg loperamide hydrochloride. Excipient with known effect: 127 mg lactose.',
    form: 'Hard capsule. Green and grey gelatin capsules.',
    indication: 'Symptomatic treatment of acute diarrhoea in adults and adolescents from 12 years.',
    dosage: [
      'Adults and adolescents from 12 years: two capsules (4 mg) initially, followed by one capsule (2 mg) after each loose stool. The maximum daily dose is 6 capsules (12 mg).',
      'If diarrhoea persists for more than 48 hours, treatment should be stopped and a doctor consulted.',
    ],
    contraindications:
      'Children under 12 years; acute dysentery with blood in the stool and high fever; acute ulcerative colitis; pseudomembranous colitis.',
    pregnancy:
      'Not recommended during pregnancy. Small amounts of loperamide may appear in breast milk; not recommended during breast-feeding.',
    effects: [
      'Common (1/100 to < 1/10): constipation, flatulence, headache, nausea.',
      'Rare: ileus, urinary retention, rash.',
    ],
    shelfLife: '5 years.',
    storage: 'Do not store above 30 °C.',
    container: 'PVC/PVDC/aluminium blisters of 6 and 12 capsules.',
    holder: holderEn,
    number: 'PL 41234/0070',
  },
)

export const smpcs: readonly EvalDocument[] = [
  arnivel1Smpc,
  arnivel2Smpc,
  allerfinSmpc,
  febralin200Smpc,
  febralin400Smpc,
  diarexSmpc,
]
