// German leaflets (Gebrauchsinformation) of the evaluation set: the six numbered sections every
// German leaflet has. Arnivel 1 % comes twice, the superseded 03/2021 version and the current
// 10/2024 one; Nasiclar 0,05 % and 0,1 % are look-alikes (Tussilon / Tussilan: leaflets-de-more.ts).
import type { EvalDocument } from './eval-document.ts'

export interface LeafletBody {
  readonly what: readonly string[]
  readonly before: readonly string[]
  readonly how: readonly string[]
  readonly effects: readonly string[]
  readonly storage: readonly string[]
  readonly pack: readonly string[]
}

const monthsDe = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
]

export function leafletDe(
  name: string,
  product: string,
  title: string,
  version: string,
  current: boolean,
  body: LeafletBody,
): EvalDocument {
  const short = title.split(' ')[0]
  return {
    name,
    language: 'de',
    type: 'leaflet',
    product,
    title: `Gebrauchsinformation: Information für Anwender – ${title}`,
    header: `Veltara Pharma GmbH · Gebrauchsinformation ${title}`,
    version: `Stand ${version}`,
    current,
    contents: true,
    sections: [
      { heading: `1. Was ist ${short} und wofür wird es angewendet?`, paragraphs: body.what },
      { heading: `2. Was sollten Sie vor der Anwendung von ${short} beachten?`, paragraphs: body.before },
      { heading: `3. Wie ist ${short} anzuwenden?`, paragraphs: body.how },
      { heading: '4. Welche Nebenwirkungen sind möglich?', paragraphs: body.effects },
      { heading: `5. Wie ist ${short} aufzubewahren?`, paragraphs: body.storage },
      {
        heading: '6. Inhalt der Packung und weitere Informationen',
        paragraphs: [
          ...body.pack,
          `Diese Packungsbeilage wurde zuletzt überarbeitet im ${monthsDe[Number(version.slice(0, 2)) - 1]} ${version.slice(3)}.`,
        ],
      },
    ],
  }
}

const arnivelWhat = [
  'Arnivel Schmerzgel 1 % ist ein Arzneimittel zur Anwendung auf der Haut. Der Wirkstoff Diclofenac-Natrium gehört zu den nichtsteroidalen Antirheumatika.',
  'Es wird angewendet zur örtlichen Behandlung von Schmerzen bei Prellungen, Zerrungen und Verstauchungen nach Sport- und Unfallverletzungen.',
]
const arnivelBefore = [
  'Arnivel darf nicht angewendet werden, wenn Sie allergisch gegen Diclofenac oder andere Schmerzmittel sind, auf offenen Wunden oder Schleimhäuten und im letzten Drittel der Schwangerschaft.',
  'Waschen Sie nach dem Auftragen die Hände, außer diese sind die behandelte Stelle. Vermeiden Sie Sonnenbäder und Solarium während der Behandlung.',
]
const arnivelEffects = [
  'Häufig (kann bis zu 1 von 10 Behandelten betreffen): Hautausschlag, Juckreiz, Rötung und Brennen der Haut an der Auftragestelle.',
  'Sehr selten (kann bis zu 1 von 10.000 Behandelten betreffen): Asthma und Lichtempfindlichkeit der Haut.',
]

export const arnivel1Old = leafletDe(
  'arnivel-1-gebrauchsinformation-2021.pdf',
  'Arnivel Schmerzgel 1 %',
  'Arnivel Schmerzgel 1 % Gel',
  '03/2021',
  false,
  {
    what: arnivelWhat,
    before: [
      ...arnivelBefore,
      'Kinder unter 12 Jahren: Arnivel Schmerzgel 1 % ist für Kinder unter 12 Jahren nicht geeignet.',
    ],
    how: [
      'Erwachsene und Jugendliche ab 12 Jahren tragen 3- bis 4-mal täglich eine kirsch- bis walnussgroße Menge (2 bis 4 g Gel) auf die schmerzende Stelle auf und reiben sie leicht ein.',
      'Ohne ärztlichen Rat wenden Sie Arnivel Schmerzgel 1 % nicht länger als 2 Wochen an.',
    ],
    effects: arnivelEffects,
    storage: [
      'Nicht über 25 °C lagern. Nach dem ersten Öffnen der Tube 3 Monate haltbar.',
      'Sie dürfen das Arzneimittel nach dem auf der Tube angegebenen Verfalldatum nicht mehr verwenden.',
    ],
    pack: [
      '1 g Gel enthält 10 mg Diclofenac-Natrium. Sonstige Bestandteile: Isopropylalkohol, Propylenglycol, Carbomer, gereinigtes Wasser.',
      'Tuben mit 50 g und 100 g Gel.',
      'Pharmazeutischer Unternehmer: Veltara Pharma GmbH, Hafenstraße 12, 20457 Hamburg.',
    ],
  },
)

export const arnivel1 = leafletDe(
  'arnivel-1-gebrauchsinformation-2024.pdf',
  'Arnivel Schmerzgel 1 %',
  'Arnivel Schmerzgel 1 % Gel',
  '10/2024',
  true,
  {
    what: arnivelWhat,
    before: [
      ...arnivelBefore,
      'Kinder und Jugendliche unter 14 Jahren: Für diese Altersgruppe liegen keine ausreichenden Daten vor; wenden Sie Arnivel Schmerzgel 1 % bei ihnen nicht an.',
    ],
    how: [
      'Erwachsene und Jugendliche ab 14 Jahren tragen 3- bis 4-mal täglich eine kirsch- bis walnussgroße Menge (2 bis 4 g Gel) auf die schmerzende Stelle auf und reiben sie leicht ein.',
      'Ohne ärztlichen Rat wenden Sie Arnivel Schmerzgel 1 % nicht länger als 7 Tage an. Wenn die Beschwerden länger anhalten oder sich verschlimmern, suchen Sie einen Arzt auf.',
    ],
    effects: arnivelEffects,
    storage: [
      'Nicht über 25 °C lagern. Nach dem ersten Öffnen der Tube 6 Monate haltbar.',
      'Sie dürfen das Arzneimittel nach dem auf der Tube angegebenen Verfalldatum nicht mehr verwenden.',
    ],
    pack: [
      '1 g Gel enthält 10 mg Diclofenac-Natrium. Sonstige Bestandteile: Isopropylalkohol, Propylenglycol, Carbomer, Parfümöl, gereinigtes Wasser.',
      'Tuben mit 50 g und 100 g Gel.',
      'Pharmazeutischer Unternehmer: Veltara Pharma GmbH, Hafenstraße 12, 20457 Hamburg.',
    ],
  },
)

const nasiclarBefore = (age: string) => [
  'Nasiclar darf nicht angewendet werden bei trockener Entzündung der Nasenschleimhaut mit Borkenbildung, nach operativen Eingriffen durch die Nase und bei erhöhtem Augeninnendruck (Engwinkelglaukom).',
  `${age} Bei Kindern darf das Nasenspray nur unter Aufsicht eines Erwachsenen angewendet werden.`,
  'Der Dauergebrauch kann zu einer chronischen Schwellung der Nasenschleimhaut führen (Rebound-Effekt).',
]
const nasiclarEffects = [
  'Häufig: Brennen und Trockenheit der Nasenschleimhaut, Niesen.',
  'Gelegentlich: nach Abklingen der Wirkung ein stärkeres Gefühl der verstopften Nase, Nasenbluten.',
  'Sehr selten: Herzklopfen, Kopfschmerzen, Schlaflosigkeit.',
]

export const nasiclar005 = leafletDe(
  'nasiclar-0-05-gebrauchsinformation.txt',
  'Nasiclar 0,05 %',
  'Nasiclar 0,05 % Nasenspray für Kinder',
  '06/2024',
  true,
  {
    what: [
      'Nasiclar 0,05 % ist ein Schnupfenmittel mit dem Wirkstoff Xylometazolinhydrochlorid (0,5 mg pro ml). Es lässt die Nasenschleimhaut abschwellen.',
      'Zur Abschwellung der Nasenschleimhaut bei Schnupfen von Kindern zwischen 2 und 6 Jahren.',
    ],
    before: nasiclarBefore(
      'Nasiclar 0,05 % ist für Kinder von 2 bis 6 Jahren bestimmt; Kinder unter 2 Jahren dürfen es nicht erhalten.',
    ),
    how: [
      'Kinder von 2 bis 6 Jahren erhalten nach Bedarf bis zu 3-mal täglich je 1 Sprühstoß in jede Nasenöffnung.',
      'Nasiclar 0,05 % sollte nicht länger als 5 Tage angewendet werden, es sei denn, der Arzt hat es anders verordnet.',
    ],
    effects: nasiclarEffects,
    storage: ['Nicht über 25 °C lagern.', 'Nach Anbruch ist die Flasche 12 Wochen haltbar.'],
    pack: [
      '1 ml Lösung enthält 0,5 mg Xylometazolinhydrochlorid. Sonstige Bestandteile: Natriumdihydrogenphosphat, Sorbitol, gereinigtes Wasser; ohne Konservierungsmittel.',
      'Sprühflasche mit 10 ml Lösung.',
      'Pharmazeutischer Unternehmer: Veltara Pharma GmbH, Hafenstraße 12, 20457 Hamburg.',
    ],
  },
)

export const nasiclar01 = leafletDe(
  'nasiclar-0-1-gebrauchsinformation.txt',
  'Nasiclar 0,1 %',
  'Nasiclar 0,1 % Nasenspray',
  '06/2024',
  true,
  {
    what: [
      'Nasiclar 0,1 % ist ein Schnupfenmittel mit dem Wirkstoff Xylometazolinhydrochlorid (1 mg pro ml). Es lässt die Nasenschleimhaut abschwellen.',
      'Zur Abschwellung der Nasenschleimhaut bei Schnupfen und zur Erleichterung des Sekretabflusses bei Nasennebenhöhlenentzündung, für Erwachsene und Schulkinder ab 12 Jahren.',
    ],
    before: nasiclarBefore(
      'Nasiclar 0,1 % ist für Erwachsene und Kinder ab 12 Jahren bestimmt; für jüngere Kinder gibt es Nasiclar 0,05 %.',
    ),
    how: [
      'Erwachsene und Kinder ab 12 Jahren sprühen nach Bedarf bis zu 4-mal täglich je 1 Sprühstoß in jede Nasenöffnung.',
      'Nasiclar 0,1 % sollte nicht länger als 7 Tage angewendet werden, es sei denn, der Arzt hat es anders verordnet.',
    ],
    effects: nasiclarEffects,
    storage: ['Nicht über 25 °C lagern.', 'Nach Anbruch ist die Flasche 6 Monate haltbar.'],
    pack: [
      '1 ml Lösung enthält 1 mg Xylometazolinhydrochlorid. Sonstige Bestandteile: Natriumdihydrogenphosphat, Sorbitol, gereinigtes Wasser; ohne Konservierungsmittel.',
      'Sprühflasche mit 15 ml Lösung.',
      'Pharmazeutischer Unternehmer: Veltara Pharma GmbH, Hafenstraße 12, 20457 Hamburg.',
    ],
  },
)

export const leafletsDe: readonly EvalDocument[] = [arnivel1Old, arnivel1, nasiclar005, nasiclar01]
