/*
 * Word material of the demo catalogue. Brand names are compounds of invented syllables and every web
 * address uses the reserved .example domain, so nothing names a real firm, brand or shop. Active
 * substances are international non-proprietary names with their real ATC codes: generic, not brands.
 */

export const BRAND_SYLLABLES = {
  first: ['Ka', 'Ve', 'Lo', 'Mi', 'Sa', 'Te', 'No', 'Ri', 'Da', 'Fe', 'Qu', 'Zo', 'Pa', 'Li', 'Xe', 'Bo'],
  middle: ['lo', 'ra', 'mi', 've', 'no', 'ta', 'ze', 'lu', 'ri', 'sa', 'xo', 'qui'],
  last: [
    'rexa',
    'mitol',
    'vanil',
    'dorin',
    'faxol',
    'trelan',
    'zumin',
    'plenta',
    'vixal',
    'quorin',
    'lemtis',
    'norax',
  ],
}

export const SUB_BRAND_VARIANTS = ['', 'akut', 'forte', 'Junior', 'Duo', 'Nacht', 'Plus', 'Sensitiv', 'Rapid']

export const COMPANY_STEMS = [
  'Aurelian',
  'Brevalis',
  'Calvera',
  'Delmora',
  'Estoria',
  'Fenridge',
  'Galdera',
  'Helvion',
  'Istara',
  'Juverna',
  'Kestoria',
  'Lumara',
  'Meridane',
  'Novarel',
  'Orvento',
  'Pellara',
  'Quintara',
  'Rosmar',
  'Solvena',
  'Tamaris',
]

export const LEGAL_FORMS: Readonly<Record<string, string>> = {
  DE: 'GmbH',
  AT: 'Ges.m.b.H.',
  FR: 'SAS',
  CH: 'AG',
}

export interface Substance {
  readonly name: string
  readonly atc: string
  readonly strengths: readonly string[]
  /** Dosage forms (German names of DOSAGE_FORMS) the substance comes in. */
  readonly forms: readonly string[]
}
export const SUBSTANCES: readonly Substance[] = [
  {
    name: 'Ibuprofen',
    atc: 'M01AE01',
    strengths: ['200 mg', '400 mg'],
    forms: ['Filmtabletten', 'Brausetabletten'],
  },
  {
    name: 'Paracetamol',
    atc: 'N02BE01',
    strengths: ['500 mg', '1000 mg'],
    forms: ['Tabletten', 'Brausetabletten', 'Sirup'],
  },
  {
    name: 'Acetylsalicylsäure',
    atc: 'N02BA01',
    strengths: ['500 mg'],
    forms: ['Tabletten', 'Brausetabletten'],
  },
  { name: 'Loratadin', atc: 'R06AX13', strengths: ['10 mg'], forms: ['Tabletten'] },
  { name: 'Cetirizin', atc: 'R06AE07', strengths: ['10 mg'], forms: ['Filmtabletten', 'Tropfen'] },
  { name: 'Xylometazolin', atc: 'R01AA07', strengths: ['0,05 %', '0,1 %'], forms: ['Nasenspray'] },
  {
    name: 'Ambroxol',
    atc: 'R05CB06',
    strengths: ['15 mg', '30 mg'],
    forms: ['Sirup', 'Brausetabletten', 'Tropfen'],
  },
  { name: 'Loperamid', atc: 'A07DA03', strengths: ['2 mg'], forms: ['Kapseln', 'Tabletten'] },
  { name: 'Diclofenac', atc: 'M02AA15', strengths: ['1 %', '2 %'], forms: ['Gel'] },
  { name: 'Omeprazol', atc: 'A02BC01', strengths: ['20 mg'], forms: ['Kapseln'] },
  {
    name: 'Magnesium',
    atc: 'A12CC30',
    strengths: ['300 mg', '400 mg'],
    forms: ['Brausetabletten', 'Kapseln'],
  },
  {
    name: 'Colecalciferol',
    atc: 'A11CC05',
    strengths: ['1000 I.E.', '2000 I.E.'],
    forms: ['Tabletten', 'Tropfen'],
  },
]

export interface DosageForm {
  readonly de: string
  readonly fr: string
  readonly unit: 'piece' | 'g' | 'ml'
  readonly quantities: readonly number[]
}
export const DOSAGE_FORMS: readonly DosageForm[] = [
  { de: 'Tabletten', fr: 'comprimés', unit: 'piece', quantities: [10, 20, 30, 50, 100] },
  { de: 'Filmtabletten', fr: 'comprimés pelliculés', unit: 'piece', quantities: [10, 20, 50] },
  { de: 'Kapseln', fr: 'gélules', unit: 'piece', quantities: [14, 28, 60] },
  { de: 'Brausetabletten', fr: 'comprimés effervescents', unit: 'piece', quantities: [10, 20] },
  { de: 'Sirup', fr: 'sirop', unit: 'ml', quantities: [100, 200] },
  { de: 'Nasenspray', fr: 'pulvérisation nasale', unit: 'ml', quantities: [10, 15] },
  { de: 'Gel', fr: 'gel', unit: 'g', quantities: [50, 100, 150] },
  { de: 'Tropfen', fr: 'gouttes', unit: 'ml', quantities: [20, 50] },
]

export const SYMPTOMS: Readonly<Record<string, readonly string[]>> = {
  DE: [
    'kopfschmerzen',
    'erkältung',
    'schnupfen',
    'husten',
    'heuschnupfen',
    'rückenschmerzen',
    'durchfall',
    'sodbrennen',
    'muskelkrämpfe',
    'fieber',
  ],
  AT: [
    'kopfweh',
    'verkühlung',
    'schnupfen',
    'husten',
    'pollenallergie',
    'kreuzschmerzen',
    'durchfall',
    'sodbrennen',
  ],
  FR: [
    'mal de tête',
    'rhume',
    'nez bouché',
    'toux',
    'rhume des foins',
    'mal de dos',
    'diarrhée',
    'brûlures d estomac',
    'fièvre',
  ],
  CH: ['kopfschmerzen', 'erkältung', 'husten', 'heuschnupfen'],
}

/** Fictitious online pharmacies per country. */
export const PHARMACY_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  DE: [
    'sonnenhang-apotheke.example',
    'apotheke-lindenhof.example',
    'medivista-versand.example',
    'gruenwald-apo.example',
    'pillendose24.example',
  ],
  AT: ['apotheke-alpenblick.example', 'donau-versandapotheke.example', 'kraeutergarten-apo.example'],
  FR: [
    'pharmacie-du-parc.example',
    'parapharma-lumiere.example',
    'pharmacie-des-tilleuls.example',
    'santeclic.example',
  ],
  CH: ['apotheke-seeblick.example', 'pharma-helvetica.example'],
}
