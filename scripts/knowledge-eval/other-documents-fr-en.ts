// French and English training material, press releases and FAQs of the evaluation set.
import type { EvalDocument } from './eval-document.ts'

export const magnavitTraining: EvalDocument = {
  name: 'magnavit-training.docx',
  language: 'en',
  type: 'training',
  product: 'Magnavit 300 mg',
  title: 'Magnavit 300 mg effervescent tablets: training for pharmacy staff',
  header: 'Veltara Pharma · Field force training · For healthcare professionals only',
  version: 'Version 2, February 2025',
  current: true,
  contents: true,
  sections: [
    {
      heading: 'The product',
      paragraphs: [
        'Magnavit provides 300 mg magnesium (as magnesium citrate) per effervescent tablet, orange flavoured, in tubes of 20 tablets.',
        'Each tablet contains 210 mg sodium; keep this in mind for customers on a low-salt diet.',
      ],
    },
    {
      heading: 'How to take it',
      paragraphs: [
        'Adults and adolescents from 12 years dissolve one tablet a day in a glass of water (about 200 ml) and drink it straight away.',
        'Pregnant and breast-feeding women may take Magnavit.',
      ],
    },
    {
      heading: 'Interactions to ask about',
      paragraphs: [
        'Magnesium reduces the uptake of some medicines. Customers should leave at least 3 hours between Magnavit and tetracycline or quinolone antibiotics, and 2 hours between Magnavit and thyroid hormones.',
      ],
    },
    {
      heading: 'Side effects',
      paragraphs: ['High doses may cause soft stools or diarrhoea; these stop when the dose is reduced.'],
    },
    {
      heading: 'Selling points',
      paragraphs: [
        'Pleasant orange taste, one tablet a day, lactose-free and gluten-free.',
        'Recommend Magnavit to customers with night-time calf cramps, athletes and people under stress.',
      ],
    },
  ],
}

export const pressAllerfin: EvalDocument = {
  name: 'communique-allerfin.docx',
  language: 'fr',
  type: 'press',
  product: 'Allerfin 10 mg',
  title: 'Communiqué de presse : Allerfin 10 mg désormais disponible sans ordonnance',
  header: 'Laboratoires Veltara France · Communiqué de presse',
  version: 'Lyon, le 2 septembre 2024',
  current: true,
  sections: [
    {
      heading: 'Une nouvelle option contre le rhume des foins',
      paragraphs: [
        'Lyon, le 2 septembre 2024 – Les Laboratoires Veltara France annoncent la disponibilité d’Allerfin 10 mg sans ordonnance dans les pharmacies françaises à partir du 16 septembre 2024.',
        'Allerfin contient de la cétirizine et soulage les éternuements, le nez qui coule et les yeux qui piquent dus aux allergies saisonnières.',
      ],
    },
    {
      heading: 'Les allergies en chiffres',
      paragraphs: [
        'Selon un sondage réalisé en juin 2024 auprès de 1 000 Français, un adulte sur trois déclare souffrir d’une allergie respiratoire.',
      ],
    },
    {
      heading: 'Présentation et prix',
      paragraphs: ['Allerfin 10 mg est proposé en boîte de 7 comprimés au prix public conseillé de 4,20 €.'],
    },
    {
      heading: 'Contact presse',
      paragraphs: ['Camille Martin, relations presse, 04 78 55 01 77, presse.fr@veltara.example'],
    },
  ],
}

export const pressSolvita: EvalDocument = {
  name: 'press-release-solvita.html',
  language: 'en',
  type: 'press',
  product: 'Solvita D3 1000 I.E.',
  title: 'Press release: Veltara brings Solvita D3 1000 IU to UK pharmacies',
  header: 'Veltara Pharma Ltd · Newsroom',
  version: 'Manchester, 9 January 2025',
  current: true,
  sections: [
    {
      heading: 'Launch',
      paragraphs: [
        'Manchester, 9 January 2025 – Veltara Pharma Ltd today announced that Solvita D3 1000 IU tablets will be available in UK pharmacies from 1 February 2025.',
        'The tablets are made in Veltara’s plant in Hamburg, Germany, and are already sold in Germany and France.',
      ],
    },
    {
      heading: 'Why vitamin D in winter',
      paragraphs: [
        'Between October and March the sun in the UK is too weak for the skin to make enough vitamin D. Public health advice is to consider a daily supplement of 10 micrograms during these months.',
      ],
    },
    {
      heading: 'Pack and price',
      paragraphs: [
        'Solvita D3 1000 IU comes in packs of 60 tablets with a recommended retail price of £4.99. The tablets are suitable for vegetarians.',
      ],
    },
    {
      heading: 'Media contact',
      paragraphs: ['Oliver Grant, Communications, +44 161 555 0177, press.uk@veltara.example'],
    },
  ],
}

export const faqFr: EvalDocument = {
  name: 'faq-pharmaciens.html',
  language: 'fr',
  type: 'faq',
  product: null,
  title: 'Questions fréquentes des pharmaciens',
  header: 'Laboratoires Veltara France · Service client',
  version: 'Mise à jour : mars 2025',
  current: true,
  sections: [
    {
      heading: 'Quel est le délai de livraison ?',
      paragraphs: [
        'Les commandes passées avant 12 h sont livrées en 48 heures ouvrées en France métropolitaine.',
      ],
    },
    {
      heading: 'Reprenez-vous les produits périmés ?',
      paragraphs: [
        'Non, les produits périmés ne sont pas repris. Les produits endommagés pendant le transport sont remplacés sur présentation de photos dans les 5 jours.',
      ],
    },
    {
      heading: 'Pourquoi la dose maximale de Halsana a-t-elle changé ?',
      paragraphs: [
        'Depuis la notice révisée d’octobre 2024, la dose maximale est de 8 pastilles par 24 heures, au lieu de 12 auparavant, à la suite d’une réévaluation européenne.',
      ],
    },
    {
      heading: 'Febralin 400 mg peut-il être conseillé à un adolescent ?',
      paragraphs: [
        'Oui, à partir de 12 ans si l’adolescent pèse au moins 40 kg, selon la notice révisée en février 2025.',
      ],
    },
    {
      heading: 'Comment joindre le service client ?',
      paragraphs: [
        'Par téléphone au 04 78 55 01 90, du lundi au vendredi de 9 h à 17 h, ou par courriel à service.fr@veltara.example.',
      ],
    },
    {
      heading: 'Comment déclarer un effet indésirable ?',
      paragraphs: [
        'Contactez notre pharmacovigilance au 04 78 55 01 99 ou à pharmacovigilance.fr@veltara.example.',
      ],
    },
  ],
}

export const faqEn: EvalDocument = {
  name: 'faq-customer-service.txt',
  language: 'en',
  type: 'faq',
  product: null,
  title: 'Customer service FAQ for UK pharmacies',
  header: 'Veltara Pharma Ltd · Customer service',
  version: 'Last updated January 2025',
  current: true,
  sections: [
    {
      heading: 'How do I order?',
      paragraphs: [
        'Our products are supplied through the major UK wholesalers. Direct orders are accepted from £250 excluding VAT.',
      ],
    },
    {
      heading: 'Is Solvita D3 suitable for vegetarians?',
      paragraphs: [
        'Yes. Solvita D3 tablets contain no gelatin or other animal ingredients except lanolin-derived vitamin D3, which is accepted by the Vegetarian Society.',
      ],
    },
    {
      heading: 'From what age can Febralin 200 mg be sold?',
      paragraphs: ['From 12 years, provided the young person weighs at least 40 kg.'],
    },
    {
      heading: 'Can Diarex be used for travellers’ diarrhoea?',
      paragraphs: [
        'Yes, for adults and adolescents from 12 years, but not when there is blood in the stool or a high fever; then a doctor should be seen.',
      ],
    },
    {
      heading: 'How do I report a side effect?',
      paragraphs: [
        'Email pv.uk@veltara.example or call 0161 555 0123. You can also report through the Yellow Card Scheme.',
      ],
    },
    {
      heading: 'Where are your medicines made?',
      paragraphs: [
        'Most of our tablets and capsules are made in our plant in Hamburg, Germany; Tussilan syrup is made by a contract manufacturer in Lyon, France.',
      ],
    },
  ],
}

export const otherDocumentsFrEn: readonly EvalDocument[] = [
  magnavitTraining,
  pressAllerfin,
  pressSolvita,
  faqFr,
  faqEn,
]
