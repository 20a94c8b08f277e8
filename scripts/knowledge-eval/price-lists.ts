// The price lists of the evaluation set: the German one of 2025, the one of July 2024 it replaced,
// and the French one of 2025.
import type { EvalDocument } from './eval-document.ts'

export const priceListDe: EvalDocument = {
  name: 'preisliste-apotheken-2025.html',
  language: 'de',
  type: 'prices',
  product: null,
  title: 'Preisliste für Apotheken in Deutschland 2025',
  header: 'Veltara Pharma GmbH · Vertrieb Deutschland',
  version: 'Stand 12/2024',
  current: true,
  sections: [
    {
      heading: 'Gültigkeit',
      paragraphs: [
        'Diese Preisliste gilt ab dem 1. Januar 2025 und ersetzt die Preisliste vom 1. Juli 2024.',
        'AEP: Apothekeneinkaufspreis ohne Mehrwertsteuer. AVP: unverbindlicher Apothekenverkaufspreis einschließlich 19 % Mehrwertsteuer.',
      ],
    },
    {
      heading: 'Preise',
      table: [
        ['Produkt', 'Packung', 'PZN', 'AEP', 'AVP'],
        ['Arnivel Schmerzgel 1 %', '50 g', '18234567', '5,12 €', '8,95 €'],
        ['Arnivel Schmerzgel 1 %', '100 g', '18234573', '8,30 €', '14,49 €'],
        ['Arnivel Schmerzgel 2 %', '60 g', '18235012', '7,41 €', '12,97 €'],
        ['Arnivel Schmerzgel 2 %', '120 g', '18235029', '11,40 €', '19,95 €'],
        ['Nasiclar 0,05 % Nasenspray für Kinder', '10 ml', '16012345', '2,57 €', '4,49 €'],
        ['Nasiclar 0,1 % Nasenspray', '15 ml', '16012368', '3,02 €', '5,29 €'],
        ['Tussilon 15 mg Hartkapseln', '20 Stück', '17045678', '4,54 €', '7,95 €'],
        ['Tussilan Hustensirup 30 mg/5 ml', '100 ml', '17045690', '3,71 €', '6,49 €'],
        ['Allerfin 10 mg Filmtabletten', '20 Stück', '14023433', '2,83 €', '4,95 €'],
        ['Allerfin 10 mg Filmtabletten', '50 Stück', '14023456', '7,11 €', '12,45 €'],
        ['Allerfin 10 mg Filmtabletten', '100 Stück', '14023462', '12,51 €', '21,90 €'],
        ['Allervin 0,25 mg/ml Augentropfen', '5 ml', '14023479', '5,60 €', '9,80 €'],
        ['Halsana Lutschtabletten Honig-Zitrone', '24 Stück', '19087654', '3,40 €', '5,95 €'],
        ['Solvita D3 1000 I.E. Tabletten', '50 Stück', '12034550', '3,14 €', '5,49 €'],
        ['Solvita D3 1000 I.E. Tabletten', '100 Stück', '12034567', '5,69 €', '9,95 €'],
        ['Magnavit 300 mg Brausetabletten', '20 Stück', '12098765', '3,97 €', '6,95 €'],
      ],
    },
    {
      heading: 'Konditionen',
      paragraphs: [
        'Mindestbestellwert 100 € netto. Ab 500 € netto liefern wir versandkostenfrei, darunter berechnen wir 6,90 € Versandkosten.',
        'Zahlungsziel 30 Tage netto; bei Zahlung innerhalb von 10 Tagen 2 % Skonto.',
      ],
    },
  ],
}

/** The price list the 2025 one replaced: other prices and terms, no Magnavit yet. */
export const priceListDeOld: EvalDocument = {
  name: 'preisliste-apotheken-2024-07.pdf',
  language: 'de',
  type: 'prices',
  product: null,
  title: 'Preisliste für Apotheken in Deutschland, gültig ab 1. Juli 2024',
  header: 'Veltara Pharma GmbH · Vertrieb Deutschland',
  version: 'Stand 06/2024',
  current: false,
  sections: [
    {
      heading: 'Gültigkeit',
      paragraphs: [
        'Diese Preisliste gilt ab dem 1. Juli 2024.',
        'AEP: Apothekeneinkaufspreis ohne Mehrwertsteuer. AVP: unverbindlicher Apothekenverkaufspreis einschließlich 19 % Mehrwertsteuer.',
      ],
    },
    {
      heading: 'Preise',
      table: [
        ['Produkt', 'Packung', 'PZN', 'AEP', 'AVP'],
        ['Arnivel Schmerzgel 1 %', '50 g', '18234567', '4,98 €', '8,69 €'],
        ['Arnivel Schmerzgel 1 %', '100 g', '18234573', '8,05 €', '13,99 €'],
        ['Arnivel Schmerzgel 2 %', '60 g', '18235012', '7,20 €', '12,49 €'],
        ['Arnivel Schmerzgel 2 %', '120 g', '18235029', '10,85 €', '18,95 €'],
        ['Nasiclar 0,05 % Nasenspray für Kinder', '10 ml', '16012345', '2,49 €', '4,29 €'],
        ['Nasiclar 0,1 % Nasenspray', '15 ml', '16012368', '2,93 €', '4,99 €'],
        ['Tussilon 15 mg Hartkapseln', '20 Stück', '17045678', '4,40 €', '7,69 €'],
        ['Tussilan Hustensirup 30 mg/5 ml', '100 ml', '17045690', '3,60 €', '6,29 €'],
        ['Allerfin 10 mg Filmtabletten', '20 Stück', '14023433', '2,75 €', '4,79 €'],
        ['Allerfin 10 mg Filmtabletten', '50 Stück', '14023456', '6,90 €', '11,95 €'],
        ['Allerfin 10 mg Filmtabletten', '100 Stück', '14023462', '12,10 €', '20,95 €'],
        ['Allervin 0,25 mg/ml Augentropfen', '5 ml', '14023479', '5,45 €', '9,49 €'],
        ['Halsana Lutschtabletten Honig-Zitrone', '24 Stück', '19087654', '3,30 €', '5,75 €'],
        ['Solvita D3 1000 I.E. Tabletten', '50 Stück', '12034550', '3,05 €', '5,29 €'],
        ['Solvita D3 1000 I.E. Tabletten', '100 Stück', '12034567', '5,52 €', '9,59 €'],
      ],
    },
    {
      heading: 'Konditionen',
      paragraphs: [
        'Mindestbestellwert 75 € netto. Ab 400 € netto liefern wir versandkostenfrei, darunter berechnen wir 5,90 € Versandkosten.',
        'Zahlungsziel 30 Tage netto; bei Zahlung innerhalb von 8 Tagen 3 % Skonto.',
      ],
    },
  ],
}

export const priceListFr: EvalDocument = {
  name: 'liste-prix-pharmacies-2025.txt',
  language: 'fr',
  type: 'prices',
  product: null,
  title: 'Tarifs pharmacies France 2025',
  header: 'Laboratoires Veltara France · Service commercial',
  version: 'Tarifs applicables au 1er mars 2025',
  current: true,
  sections: [
    {
      heading: 'Conditions générales',
      paragraphs: [
        'Prix hors taxes (HT) départ entrepôt de Lyon. Les prix publics conseillés (PPC) s’entendent TTC, TVA de 10 % incluse.',
        'Franco de port à partir de 150 € HT de commande. Paiement à 30 jours fin de mois.',
      ],
    },
    {
      heading: 'Liste des prix',
      table: [
        ['Produit', 'Présentation', 'CIP', 'Prix HT', 'PPC TTC'],
        ['Arnivel Gel 2 %', 'tube de 60 g', '34009 301 567 2 3', '4,95 €', '7,90 €'],
        ['Arnivel Gel 2 %', 'tube de 120 g', '34009 301 568 9 1', '7,80 €', '12,50 €'],
        ['Nasiclar 0,1 %', 'flacon de 15 ml', '34009 301 234 5 6', '3,05 €', '4,90 €'],
        ['Febralin 400 mg', 'boîte de 20 comprimés', '34009 302 118 7 2', '2,10 €', '3,50 €'],
        ['Halsana pastilles miel-citron', 'boîte de 24 pastilles', '34009 300 456 1 8', '3,40 €', '5,60 €'],
        ['Allerfin 10 mg', 'boîte de 7 comprimés', '34009 303 771 0 4', '2,60 €', '4,20 €'],
      ],
    },
    {
      heading: 'Remises',
      paragraphs: [
        'Remise de 3 % pour toute commande supérieure à 500 € HT. Les remises ne sont pas cumulables avec les offres promotionnelles.',
      ],
    },
  ],
}

export const priceLists: readonly EvalDocument[] = [priceListDe, priceListDeOld, priceListFr]
