// The texts of the text-type fixtures: HTML (French), Markdown (English), code, plain text (German)
// and JSON; fictional content written for Tessera's tests and retrieval benchmark.

const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>FAQ officine</title><script>alert('jamais exécuté')</script></head>
<body>
<h1>Questions fréquentes de l’officine</h1>
<p>Réponses internes pour les pharmaciens partenaires. Document fictif de test.</p>
<h2>Commandes et livraisons</h2>
<p>Les commandes passées avant 14 heures sont livrées le jour ouvré suivant. Le minimum de commande est de 150 euros hors taxes.</p>
<h2>Retours de produits</h2>
<p>Les produits peuvent être retournés dans un délai de 30 jours avec le bon de livraison. Les produits de la chaîne du froid ne sont pas repris.</p>
<h3>Produits périmés</h3>
<p>Les produits périmés sont repris une fois par an, en janvier, contre un avoir de 50 % du prix d’achat.</p>
<h2>Contact</h2>
<p>Le service client répond du lundi au vendredi de 8 h à 18 h au 01 23 45 67 89.</p>
</body></html>
`

const markdown = `# Cold chain handling guide

Internal guide for warehouse staff. Fictional test document.

## Receiving refrigerated goods

Refrigerated products must be moved into the cold room within 15 minutes of delivery.
Check the data logger of every shipment before signing the delivery note.

## Storage temperatures

Keep refrigerated products between 2 °C and 8 °C. Frozen products are stored at -20 °C or below.
The cold room temperature is recorded every 5 minutes.

### Temperature excursions

If the temperature leaves the allowed range for more than 30 minutes, quarantine the goods
and inform the quality assurance team, e.g. by calling extension 4711.

## Shipping

Use validated insulated boxes with cool packs for shipments of up to 48 hours.
`

const code = `"""Price calculator for pharmacy retail prices (fictional test fixture)."""

VAT_RATE = 0.19
PHARMACY_MARKUP = 0.03
FIXED_FEE = 8.35


def pharmacy_retail_price(manufacturer_price: float) -> float:
    """Returns the retail price from the manufacturer price, with markup, fixed fee and VAT."""
    net = manufacturer_price * (1 + PHARMACY_MARKUP) + FIXED_FEE
    return round(net * (1 + VAT_RATE), 2)


def discount(price: float, percent: float) -> float:
    """Applies a discount in percent, never below zero."""
    return max(0.0, round(price * (1 - percent / 100), 2))


if __name__ == "__main__":
    print(pharmacy_retail_price(10.0))
`

const text = `Hinweise zur Lagerung im Außenlager Halle

Dieses fiktive Testdokument beschreibt die Lagerregeln des Außenlagers.

Die Anlieferung erfolgt werktags von 7 bis 15 Uhr über Rampe 3. Paletten dürfen höchstens 1,8 m hoch sein.

Gefahrstoffe werden getrennt im Gefahrstoffraum gelagert. Der Schlüssel liegt beim Schichtleiter, z. B. bei Herrn Dr. Weber.

Die Inventur findet jedes Jahr am letzten Freitag im Juni statt. An diesem Tag ist keine Anlieferung möglich.
`

const json = `${JSON.stringify(
  {
    product: 'Dolorex 400 mg Filmtabletten',
    pzn: '27580899',
    substance: 'Ibuprofen',
    packSizes: [10, 20, 50],
    pharmacyRetailPrice: { currency: 'EUR', pack20: 6.95 },
    storage: 'Nicht über 25 °C lagern',
  },
  null,
  2,
)}\n`

export const textFixtures: Record<string, string> = {
  'faq-officine.html': html,
  'cold-chain-guide.md': markdown,
  'price_calculator.py': code,
  'lagerhinweise.txt': text,
  'dolorex-product.json': json,
}
