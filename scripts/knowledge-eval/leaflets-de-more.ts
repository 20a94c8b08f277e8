// More German leaflets of the evaluation set: Tussilon and Tussilan (similar names, other substances),
// Halsana, Allervin (a name like Allerfin's) and Solvita.
import type { EvalDocument } from './eval-document.ts'
import { leafletDe } from './leaflets-de.ts'

export const tussilon = leafletDe(
  'tussilon-kapseln-packungsbeilage.pdf',
  'Tussilon 15 mg',
  'Tussilon 15 mg Hartkapseln',
  '02/2024',
  true,
  {
    what: [
      'Tussilon enthält Dextromethorphanhydrobromid, ein Mittel gegen Husten (Antitussivum).',
      'Tussilon wird angewendet zur symptomatischen Behandlung von Reizhusten (unproduktivem Husten) bei Erwachsenen und Jugendlichen ab 12 Jahren.',
    ],
    before: [
      'Tussilon darf nicht eingenommen werden bei Asthma bronchiale, bei Atemschwäche, gleichzeitig mit MAO-Hemmern und in der Stillzeit.',
      'Während der Behandlung sollten Sie keinen Alkohol trinken. Tussilon kann auch bei bestimmungsgemäßem Gebrauch das Reaktionsvermögen so verändern, dass die Fähigkeit zum Bedienen von Maschinen beeinträchtigt wird.',
    ],
    how: [
      'Erwachsene und Jugendliche ab 12 Jahren nehmen alle 4 Stunden 1 Hartkapsel ein, höchstens 8 Hartkapseln (entsprechend 120 mg Dextromethorphanhydrobromid) in 24 Stunden.',
      'Nehmen Sie die Kapseln unzerkaut mit einem Glas Wasser ein. Ohne ärztlichen Rat nicht länger als 1 Woche einnehmen.',
    ],
    effects: [
      'Häufig: Müdigkeit, Schwindel, Übelkeit.',
      'Selten: Halluzinationen, bei Missbrauch Abhängigkeit.',
    ],
    storage: [
      'Nicht über 25 °C lagern. In der Originalverpackung aufbewahren, um den Inhalt vor Feuchtigkeit zu schützen.',
    ],
    pack: [
      'Eine Hartkapsel enthält 15 mg Dextromethorphanhydrobromid. Die Kapselhülle enthält Gelatine und Titandioxid.',
      'Packung mit 20 Hartkapseln.',
      'Pharmazeutischer Unternehmer: Veltara Pharma GmbH, Hafenstraße 12, 20457 Hamburg.',
    ],
  },
)

export const tussilan = leafletDe(
  'tussilan-sirup-packungsbeilage.pdf',
  'Tussilan 30 mg/5 ml',
  'Tussilan Hustensirup 30 mg/5 ml',
  '05/2024',
  true,
  {
    what: [
      'Tussilan ist ein schleimlösendes Arzneimittel (Expektorans) mit dem Wirkstoff Ambroxolhydrochlorid.',
      'Zur Schleimlösung bei akuten und chronischen Erkrankungen der Bronchien und der Lunge mit zähem Schleim (produktiver Husten).',
    ],
    before: [
      'Tussilan darf nicht eingenommen werden, wenn Sie allergisch gegen Ambroxol sind, und bei Kindern unter 2 Jahren.',
      'Der Sirup enthält 1,75 g Sorbitol pro 5 ml. Bitte nehmen Sie Tussilan erst nach Rücksprache mit Ihrem Arzt ein, wenn Ihnen bekannt ist, dass Sie unter einer Zuckerunverträglichkeit leiden.',
    ],
    how: [
      'Erwachsene und Jugendliche ab 12 Jahren nehmen in den ersten 2 bis 3 Tagen 3-mal täglich 10 ml Sirup ein, danach 2-mal täglich 10 ml.',
      'Kinder von 6 bis 12 Jahren nehmen 2- bis 3-mal täglich 5 ml ein. Kinder von 2 bis 5 Jahren erhalten 3-mal täglich 2,5 ml.',
      'Verwenden Sie den beiliegenden Messbecher. Ohne ärztlichen Rat nicht länger als 5 Tage einnehmen.',
    ],
    effects: [
      'Häufig: Geschmacksstörungen, Übelkeit, Taubheitsgefühl im Mund.',
      'Selten: Hautausschlag, Nesselsucht.',
    ],
    storage: ['Nicht über 30 °C lagern. Nach dem ersten Öffnen der Flasche 3 Monate haltbar.'],
    pack: [
      '5 ml Sirup enthalten 30 mg Ambroxolhydrochlorid. Geschmack: Himbeere.',
      'Flasche mit 100 ml Sirup und Messbecher.',
      'Pharmazeutischer Unternehmer: Veltara Pharma GmbH, Hafenstraße 12, 20457 Hamburg.',
    ],
  },
)

export const halsanaDe = leafletDe(
  'halsana-packungsbeilage.docx',
  'Halsana',
  'Halsana Lutschtabletten Honig-Zitrone',
  '10/2024',
  true,
  {
    what: [
      'Halsana Lutschtabletten enthalten die Wirkstoffe Amylmetacresol (0,6 mg) und 2,4-Dichlorbenzylalkohol (1,2 mg). Sie wirken gegen Bakterien und Viren im Mund- und Rachenraum.',
      'Zur Linderung von Beschwerden bei Halsentzündungen mit Halsschmerzen und Schluckbeschwerden.',
    ],
    before: [
      'Halsana darf nicht angewendet werden bei Kindern unter 6 Jahren.',
      'Eine Lutschtablette enthält 2,6 g Zucker (Saccharose und Glucose). Dies ist bei Diabetes mellitus zu berücksichtigen.',
    ],
    how: [
      'Erwachsene und Kinder ab 6 Jahren lassen alle 2 bis 3 Stunden 1 Lutschtablette langsam im Mund zergehen, höchstens 8 Lutschtabletten in 24 Stunden.',
      'Wenn sich die Beschwerden nach 3 Tagen nicht bessern oder Fieber hinzukommt, suchen Sie einen Arzt auf.',
    ],
    effects: ['Sehr selten: Überempfindlichkeitsreaktionen, Zungenbrennen, Magenbeschwerden.'],
    storage: ['Nicht über 25 °C lagern.'],
    pack: [
      'Packung mit 24 Lutschtabletten in Blisterstreifen.',
      'Pharmazeutischer Unternehmer: Veltara Pharma GmbH, Hafenstraße 12, 20457 Hamburg.',
    ],
  },
)

export const allervin = leafletDe(
  'allervin-augentropfen-gebrauchsinformation.md',
  'Allervin',
  'Allervin 0,25 mg/ml Augentropfen',
  '01/2025',
  true,
  {
    what: [
      'Allervin Augentropfen enthalten Ketotifen, ein Mittel gegen Allergien.',
      'Zur Behandlung der Beschwerden einer saisonalen allergischen Bindehautentzündung (Heuschnupfen an den Augen).',
    ],
    before: [
      'Weiche Kontaktlinsen vor dem Eintropfen herausnehmen und frühestens 15 Minuten danach wieder einsetzen.',
      'Allervin ist für Erwachsene und Kinder ab 3 Jahren bestimmt.',
    ],
    how: ['Geben Sie 2-mal täglich (morgens und abends) 1 Tropfen in jedes betroffene Auge.'],
    effects: [
      'Häufig: Augenreizung, Augenschmerzen, punktförmige Hornhautentzündung.',
      'Gelegentlich: Mundtrockenheit, Kopfschmerzen, Schläfrigkeit.',
    ],
    storage: ['Nicht über 25 °C lagern. Nach dem ersten Öffnen 4 Wochen verwendbar; danach verwerfen.'],
    pack: [
      '1 ml Lösung enthält 0,25 mg Ketotifen (als Ketotifenfumarat). Konservierungsmittel: Benzalkoniumchlorid.',
      'Tropfflasche mit 5 ml Lösung.',
      'Pharmazeutischer Unternehmer: Veltara Pharma GmbH, Hafenstraße 12, 20457 Hamburg.',
    ],
  },
)

export const solvita = leafletDe(
  'solvita-d3-gebrauchsinformation.html',
  'Solvita D3 1000 I.E.',
  'Solvita D3 1000 I.E. Tabletten',
  '11/2023',
  true,
  {
    what: [
      'Solvita D3 ist ein Vitaminpräparat mit Colecalciferol (Vitamin D3). Eine Tablette enthält 25 Mikrogramm Colecalciferol, entsprechend 1000 I.E. Vitamin D3.',
      'Zur Vorbeugung eines Vitamin-D-Mangels bei Erwachsenen mit erkennbarem Risiko einer Mangelerkrankung.',
    ],
    before: [
      'Solvita D3 darf nicht eingenommen werden bei erhöhtem Calciumspiegel im Blut, bei Nierensteinen und schwerer Nierenfunktionsstörung.',
      'Bei gleichzeitiger Einnahme von Herzglykosiden ist eine ärztliche Überwachung nötig.',
    ],
    how: [
      'Erwachsene nehmen 1 Tablette täglich mit etwas Flüssigkeit, am besten zu einer Mahlzeit.',
      'Die Tablette kann auch zerkleinert oder in einem Löffel Wasser zerfallen eingenommen werden.',
    ],
    effects: [
      'Gelegentlich: erhöhte Calciumwerte im Blut oder Urin.',
      'Selten: Juckreiz, Hautausschlag, Nesselsucht.',
    ],
    storage: ['Nicht über 30 °C lagern. Vor Licht geschützt aufbewahren.'],
    pack: [
      'Packungen mit 50 und 100 Tabletten.',
      'Sonstige Bestandteile: mikrokristalline Cellulose, Maisstärke, Sucrose, Siliciumdioxid; frei von Lactose.',
      'Pharmazeutischer Unternehmer: Veltara Pharma GmbH, Hafenstraße 12, 20457 Hamburg.',
    ],
  },
)

export const leafletsDeMore: readonly EvalDocument[] = [tussilon, tussilan, halsanaDe, allervin, solvita]
