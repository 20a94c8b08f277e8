// The texts of the fixture PDFs: fictional product information (no real product is described),
// one section per page, so that tests and the retrieval benchmark can check page numbers.
import type { PdfBlock } from './write-pdf.ts'

const h = (heading: string): PdfBlock => ({ heading })
const t = (paragraph: string): PdfBlock => ({ paragraph })

export const germanSmpc: PdfBlock[][] = [
  [
    h('Fachinformation Dolorex 400 mg Filmtabletten'),
    t('Fiktives Testdokument für Tessera. Es beschreibt kein echtes Arzneimittel.'),
    h('1. Bezeichnung des Arzneimittels'),
    t(
      'Dolorex 400 mg Filmtabletten. Wirkstoff: Ibuprofen. Pharmazeutischer Unternehmer ist die Musterpharma GmbH in Leipzig.',
    ),
    h('4.1 Anwendungsgebiete'),
    t(
      'Dolorex wird angewendet zur kurzzeitigen symptomatischen Behandlung von leichten bis mäßig starken Schmerzen wie Kopfschmerzen, Zahnschmerzen und Regelschmerzen sowie bei Fieber. Dolorex ist für Erwachsene und Jugendliche ab 12 Jahren bestimmt.',
    ),
  ],
  [
    h('4.2 Dosierung und Art der Anwendung'),
    t(
      'Erwachsene und Jugendliche ab 12 Jahren nehmen als Einzeldosis 1 Filmtablette (entsprechend 400 mg Ibuprofen) ein. Die Tageshöchstdosis beträgt 3 Filmtabletten, d. h. 1200 mg Ibuprofen. Der Abstand zwischen zwei Einnahmen soll mindestens 6 Stunden betragen.',
    ),
    t(
      'Die Filmtabletten werden unzerkaut mit reichlich Flüssigkeit, z. B. einem Glas Wasser, während oder nach einer Mahlzeit eingenommen. Ohne ärztlichen Rat darf Dolorex nicht länger als 4 Tage bei Schmerzen bzw. 3 Tage bei Fieber eingenommen werden.',
    ),
    t(
      'Bei Patienten mit leichter bis mäßiger Einschränkung der Nierenfunktion ist keine Dosisreduktion erforderlich. Kinder unter 12 Jahren dürfen Dolorex 400 mg nicht einnehmen.',
    ),
  ],
  [
    h('4.3 Gegenanzeigen'),
    t(
      'Dolorex darf nicht eingenommen werden bei Überempfindlichkeit gegen Ibuprofen oder einen der sonstigen Bestandteile, bei bekannten Reaktionen von Bronchospasmus, Asthma oder Urtikaria nach der Einnahme von Acetylsalicylsäure oder anderen nichtsteroidalen Antirheumatika.',
    ),
    t(
      'Weitere Gegenanzeigen sind ungeklärte Blutbildungsstörungen, bestehende oder in der Vergangenheit wiederholt aufgetretene peptische Ulzera oder Blutungen, schwere Leber- oder Nierenfunktionsstörungen, eine schwere Herzinsuffizienz sowie das letzte Drittel der Schwangerschaft.',
    ),
  ],
  [
    h('4.8 Nebenwirkungen'),
    t(
      'Häufig (ca. 1 bis 10 von 100 Behandelten) treten Sodbrennen, Bauchschmerzen, Übelkeit und Durchfall auf. Gelegentlich kommt es zu Kopfschmerzen, Schwindel, Schlaflosigkeit und Hautausschlägen.',
    ),
    t(
      'Selten werden Ohrgeräusche (Tinnitus) beobachtet. Sehr selten treten schwere Hautreaktionen oder eine Verschlechterung infektionsbedingter Entzündungen auf. Bei Anzeichen einer Magen-Darm-Blutung ist Dolorex sofort abzusetzen.',
    ),
  ],
  [
    h('6.4 Besondere Vorsichtsmaßnahmen für die Aufbewahrung'),
    t(
      'Nicht über 25 °C lagern. In der Originalverpackung aufbewahren, um den Inhalt vor Feuchtigkeit zu schützen. Die Dauer der Haltbarkeit beträgt 3 Jahre.',
    ),
    h('6.5 Art und Inhalt des Behältnisses'),
    t(
      'Packungen mit 10, 20 und 50 Filmtabletten in Blisterstreifen aus PVC und Aluminium. Der Apothekenverkaufspreis der Packung mit 20 Filmtabletten beträgt 6,95 €.',
    ),
  ],
]

export const frenchLeaflet: PdfBlock[][] = [
  [
    h('Notice : information du patient'),
    t(
      'Dolorex 400 mg, comprimé pelliculé. Document de test fictif pour Tessera ; il ne décrit aucun médicament réel.',
    ),
    h('1. Qu’est-ce que Dolorex et dans quels cas est-il utilisé'),
    t(
      'Dolorex contient de l’ibuprofène, un anti-inflammatoire non stéroïdien. Il est utilisé pour le traitement de courte durée des douleurs légères à modérées, comme les maux de tête, les douleurs dentaires et les règles douloureuses, ainsi que de la fièvre.',
    ),
  ],
  [
    h('2. Quelles sont les informations à connaître avant de prendre Dolorex'),
    t(
      'Ne prenez jamais Dolorex si vous êtes allergique à l’ibuprofène, si vous avez un ulcère de l’estomac, une insuffisance cardiaque sévère ou si vous êtes enceinte de plus de 24 semaines. Adressez-vous à votre médecin ou pharmacien avant de prendre ce médicament si vous souffrez d’asthme.',
    ),
  ],
  [
    h('3. Comment prendre Dolorex'),
    t(
      'Chez l’adulte et l’adolescent de plus de 12 ans, la dose recommandée est de 1 comprimé de 400 mg, à renouveler si besoin après au moins 6 heures. Ne pas dépasser 3 comprimés par jour, c.-à-d. 1200 mg. Avalez le comprimé avec un grand verre d’eau, de préférence au cours d’un repas.',
    ),
    t(
      'Si vous avez pris plus de Dolorex que vous n’auriez dû, consultez immédiatement votre médecin ou le centre antipoison.',
    ),
  ],
  [
    h('4. Quels sont les effets indésirables éventuels'),
    t(
      'Comme tous les médicaments, Dolorex peut provoquer des effets indésirables. Fréquents : brûlures d’estomac, douleurs abdominales, nausées. Peu fréquents : maux de tête, vertiges, éruptions cutanées. Rares : bourdonnements d’oreilles.',
    ),
    h('5. Comment conserver Dolorex'),
    t(
      'À conserver à une température ne dépassant pas 25 °C, dans l’emballage d’origine, à l’abri de l’humidité. Tenir hors de la vue et de la portée des enfants. N’utilisez pas ce médicament après la date de péremption.',
    ),
  ],
]

export const englishSmpc: PdfBlock[][] = [
  [
    h('Summary of Product Characteristics: Calmora 20 mg tablets'),
    t(
      'Fictional test document for Tessera; it describes no real medicinal product. Calmora 20 mg gastro-resistant tablets contain omeprazole. The marketing authorisation holder is Example Pharma Ltd, Leeds.',
    ),
    h('4.1 Therapeutic indications'),
    t(
      'Calmora is indicated in adults for the treatment of reflux oesophagitis, the symptomatic treatment of heartburn and acid regurgitation, and the eradication of Helicobacter pylori in combination with antibiotics.',
    ),
  ],
  [
    h('4.2 Posology and method of administration'),
    t(
      'The recommended dose is one 20 mg tablet once daily, taken in the morning before breakfast. In patients who do not respond, the dose may be increased to 40 mg once daily. The tablets should be swallowed whole with half a glass of water, i.e. they must not be chewed or crushed.',
    ),
    t(
      'No dose adjustment is needed in patients with impaired renal function. In patients with severe hepatic impairment a daily dose of 10 to 20 mg may be sufficient.',
    ),
  ],
  [
    h('4.3 Contraindications'),
    t(
      'Hypersensitivity to the active substance, to substituted benzimidazoles or to any of the excipients. Omeprazole must not be used concomitantly with nelfinavir.',
    ),
    h('4.8 Undesirable effects'),
    t(
      'Common side effects (1 to 10 in 100 patients) are headache, abdominal pain, constipation, diarrhoea, flatulence and nausea. Uncommon side effects include dizziness, insomnia and increased liver enzymes. Rarely, hypomagnesaemia has been reported after long-term use.',
    ),
  ],
  [
    h('6.3 Shelf life'),
    t(
      'The shelf life is 2 years. Do not store above 30 °C and keep the bottle tightly closed in order to protect from moisture.',
    ),
    h('6.5 Nature and contents of container'),
    t(
      'HDPE bottles of 14, 28 and 56 tablets with a child-resistant closure. Not all pack sizes may be marketed.',
    ),
  ],
]
