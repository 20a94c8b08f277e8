// French notices of the evaluation set. Febralin 400 and Halsana each have a superseded notice
// ("révisée le") beside the current one.
import type { EvalDocument } from './eval-document.ts'
import type { LeafletBody } from './leaflets-de.ts'

export function noticeFr(
  name: string,
  product: string,
  title: string,
  revised: string,
  current: boolean,
  body: LeafletBody,
): EvalDocument {
  const short = title.split(' ')[0]
  return {
    name,
    language: 'fr',
    type: 'leaflet',
    product,
    title: `Notice : information de l’utilisateur – ${title}`,
    header: `Laboratoires Veltara France · Notice ${title}`,
    version: `Notice révisée le ${revised}`,
    current,
    contents: true,
    sections: [
      { heading: `1. Qu’est-ce que ${short} et dans quels cas est-il utilisé ?`, paragraphs: body.what },
      {
        heading: `2. Quelles sont les informations à connaître avant d’utiliser ${short} ?`,
        paragraphs: body.before,
      },
      { heading: `3. Comment utiliser ${short} ?`, paragraphs: body.how },
      { heading: '4. Quels sont les effets indésirables éventuels ?', paragraphs: body.effects },
      { heading: `5. Comment conserver ${short} ?`, paragraphs: body.storage },
      {
        heading: '6. Contenu de l’emballage et autres informations',
        paragraphs: [
          ...body.pack,
          `La dernière date à laquelle cette notice a été révisée est le ${revised}.`,
        ],
      },
    ],
  }
}

const holderFr = 'Titulaire : Laboratoires Veltara France, 8 quai Perrache, 69002 Lyon.'

export const arnivel2Fr = noticeFr(
  'arnivel-gel-2-notice.docx',
  'Arnivel Schmerzgel 2 %',
  'Arnivel Gel 2 %, gel',
  '15/09/2024',
  true,
  {
    what: [
      'Arnivel Gel 2 % contient du diclofénac sodique, un anti-inflammatoire non stéroïdien à appliquer sur la peau.',
      'Il est utilisé chez l’adulte de plus de 18 ans pour le traitement local des douleurs liées aux entorses, foulures et contusions.',
    ],
    before: [
      'N’utilisez jamais Arnivel Gel 2 % sur une peau lésée, chez l’enfant et l’adolescent de moins de 18 ans, ni à partir du début du 6e mois de grossesse.',
      'Ne pas exposer la zone traitée au soleil ni aux UV pendant le traitement.',
    ],
    how: [
      'Appliquez le gel 2 fois par jour, de préférence le matin et le soir, en massant légèrement. La dose est de 2 à 4 g de gel par application.',
      'La durée du traitement ne doit pas dépasser 3 semaines sans avis médical.',
    ],
    effects: [
      'Fréquent : rougeur, démangeaisons, dermatite au site d’application.',
      'Très rare : réaction de photosensibilité, bronchospasme.',
    ],
    storage: [
      'À conserver à une température ne dépassant pas 30 °C. Après première ouverture du tube, le gel se conserve 12 mois.',
    ],
    pack: [
      '1 g de gel contient 20 mg de diclofénac sodique (équivalant à 2 %).',
      'Tubes de 60 g et 120 g. Tous les conditionnements peuvent ne pas être commercialisés.',
      holderFr,
    ],
  },
)

export const nasiclar01Fr = noticeFr(
  'nasiclar-0-1-notice.html',
  'Nasiclar 0,1 %',
  'Nasiclar 0,1 %, solution pour pulvérisation nasale',
  '20/06/2024',
  true,
  {
    what: [
      'Nasiclar 0,1 % contient du chlorhydrate de xylométazoline (1 mg/ml), un décongestionnant nasal.',
      'Il est indiqué dans le traitement de courte durée de la congestion nasale au cours des rhumes chez l’adulte et l’enfant de plus de 12 ans.',
    ],
    before: [
      'N’utilisez pas Nasiclar en cas de glaucome à angle fermé, après une chirurgie par voie nasale ou chez l’enfant de moins de 12 ans.',
      'Un usage prolongé peut entraîner un gonflement chronique de la muqueuse nasale (effet rebond).',
    ],
    how: [
      'Adultes et enfants de plus de 12 ans : 1 pulvérisation dans chaque narine, jusqu’à 4 fois par jour si nécessaire.',
      'Ne pas utiliser plus de 7 jours de suite sans avis médical.',
    ],
    effects: [
      'Fréquent : sensation de brûlure et sécheresse nasale, éternuements.',
      'Très rare : palpitations, maux de tête, insomnie.',
    ],
    storage: [
      'À conserver à une température ne dépassant pas 25 °C. Après ouverture, le flacon se conserve 6 mois.',
    ],
    pack: ['Flacon pulvérisateur de 15 ml. CIP 34009 301 234 5 6.', holderFr],
  },
)

const febralinWhat = [
  'Febralin 400 mg contient de l’ibuprofène, un anti-inflammatoire non stéroïdien (AINS).',
  'Il est indiqué dans le traitement de courte durée de la fièvre et des douleurs légères à modérées telles que maux de tête, douleurs dentaires et règles douloureuses.',
]
const febralinBefore = [
  'Ne prenez jamais Febralin à partir du début du 6e mois de grossesse, en cas d’ulcère de l’estomac ou d’insuffisance cardiaque sévère.',
  'Ne pas associer à un autre AINS, ni à l’acide acétylsalicylique à plus de 500 mg par jour.',
]

export const febralinFrOld = noticeFr(
  'febralin-400-notice-2022.html',
  'Febralin 400 mg',
  'Febralin 400 mg, comprimé pelliculé',
  '12/05/2022',
  false,
  {
    what: febralinWhat,
    before: febralinBefore,
    how: [
      'Réservé à l’adulte et à l’enfant à partir de 15 ans. La posologie est de 1 comprimé à 400 mg, à renouveler si besoin au bout de 6 heures, sans dépasser 3 comprimés par jour.',
      'Ne pas prendre plus de 5 jours en cas de douleur ni plus de 3 jours en cas de fièvre sans avis médical.',
    ],
    effects: [
      'Fréquent : troubles digestifs, nausées, douleurs abdominales.',
      'Rare : ulcère gastro-duodénal, réactions cutanées.',
    ],
    storage: ['Pas de précautions particulières de conservation.'],
    pack: ['Boîte de 20 comprimés pelliculés sécables. CIP 34009 302 118 7 2.', holderFr],
  },
)

export const febralinFr = noticeFr(
  'febralin-400-notice-2025.html',
  'Febralin 400 mg',
  'Febralin 400 mg, comprimé pelliculé',
  '03/02/2025',
  true,
  {
    what: febralinWhat,
    before: febralinBefore,
    how: [
      'Réservé à l’adulte et à l’enfant à partir de 12 ans pesant au moins 40 kg. La posologie est de 1 comprimé à 400 mg, à renouveler si besoin au bout de 6 heures, sans dépasser 3 comprimés par jour.',
      'Ne pas prendre plus de 4 jours en cas de douleur ni plus de 3 jours en cas de fièvre sans avis médical.',
    ],
    effects: [
      'Fréquent : troubles digestifs, nausées, douleurs abdominales.',
      'Rare : ulcère gastro-duodénal, réactions cutanées, vertiges.',
    ],
    storage: ['À conserver à une température ne dépassant pas 25 °C, dans l’emballage d’origine.'],
    pack: ['Boîte de 20 comprimés pelliculés sécables. CIP 34009 302 118 7 2.', holderFr],
  },
)

const halsanaWhat = [
  'Halsana pastilles miel-citron contiennent de l’amylmétacrésol (0,6 mg) et de l’alcool 2,4-dichlorobenzylique (1,2 mg), des antiseptiques locaux.',
  'Elles sont utilisées pour le traitement d’appoint des maux de gorge peu intenses et sans fièvre.',
]

export const halsanaFrOld = noticeFr(
  'halsana-notice-2021.txt',
  'Halsana',
  'Halsana pastille à sucer miel-citron',
  '14/03/2021',
  false,
  {
    what: halsanaWhat,
    before: ['Ne pas utiliser chez l’enfant de moins de 6 ans.', 'Chaque pastille contient 2,6 g de sucre.'],
    how: [
      'Adultes et enfants de plus de 6 ans : sucer lentement 1 pastille toutes les 2 à 3 heures, sans dépasser 12 pastilles par 24 heures.',
      'Si les symptômes persistent au-delà de 5 jours, consultez votre médecin.',
    ],
    effects: ['Très rare : réactions allergiques, sensation de brûlure de la langue.'],
    storage: ['À conserver à une température ne dépassant pas 25 °C.'],
    pack: ['Boîte de 24 pastilles. CIP 34009 300 456 1 8.', holderFr],
  },
)

export const halsanaFr = noticeFr(
  'halsana-notice-2024.txt',
  'Halsana',
  'Halsana pastille à sucer miel-citron',
  '10/10/2024',
  true,
  {
    what: halsanaWhat,
    before: [
      'Ne pas utiliser chez l’enfant de moins de 6 ans.',
      'Chaque pastille contient 2,6 g de sucre, à prendre en compte en cas de diabète.',
    ],
    how: [
      'Adultes et enfants de plus de 6 ans : sucer lentement 1 pastille toutes les 2 à 3 heures, sans dépasser 8 pastilles par 24 heures.',
      'Si les symptômes persistent au-delà de 3 jours ou s’accompagnent de fièvre, consultez votre médecin.',
    ],
    effects: ['Très rare : réactions allergiques, sensation de brûlure de la langue, troubles digestifs.'],
    storage: ['À conserver à une température ne dépassant pas 25 °C.'],
    pack: ['Boîte de 24 pastilles. CIP 34009 300 456 1 8.', holderFr],
  },
)

export const noticesFr: readonly EvalDocument[] = [
  arnivel2Fr,
  nasiclar01Fr,
  febralinFrOld,
  febralinFr,
  halsanaFrOld,
  halsanaFr,
]
