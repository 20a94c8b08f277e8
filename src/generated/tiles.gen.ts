// Generated from manifest/*.yaml (tiles) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

import type { TileConfig } from '../shared/manifest/types.ts'

/** The starter tiles (manifest/tiles.yaml); tenants' admins add their own in the app. */
export const starterTiles: readonly TileConfig[] = [
  {
    "id": "pharmacy-product-description",
    "icon": "storefront",
    "category": "product",
    "levels": [
      "ROOT",
      "ADMIN",
      "WRITE",
      "READ"
    ],
    "output": "markdown",
    "productMaster": true,
    "variables": [
      {
        "name": "product",
        "type": "text",
        "required": true
      },
      {
        "name": "channel",
        "type": "choice",
        "required": true,
        "options": [
          "pharmacy",
          "online"
        ],
        "default": "pharmacy"
      },
      {
        "name": "words",
        "type": "number",
        "required": false,
        "default": 150
      }
    ],
    "text": {
      "de": {
        "title": "Produktbeschreibung für die Apotheke",
        "description": "Eine sachliche Produktbeschreibung aus den Daten des Produktstamms.",
        "labels": {
          "product": "Produkt (Name oder PZN)",
          "channel": "Verwendung",
          "words": "Länge in Wörtern"
        },
        "options": {
          "pharmacy": "Apotheke vor Ort",
          "online": "Online-Apotheke"
        },
        "template": "Schreibe auf Deutsch eine sachliche Produktbeschreibung für {{product}} ({{channel}}), etwa {{words}} Wörter.\nSchlage das Produkt im Produktstamm nach und verwende nur die dort gefundenen Angaben (Wirkstoff,\nDarreichungsform, Packungsgröße, Hersteller). Findest du es nicht, sage das, statt Angaben zu erfinden.\nKeine Heilversprechen; schließe mit dem Pflichthinweis, wenn es ein Arzneimittel ist.\n"
      },
      "en": {
        "title": "Pharmacy product description",
        "description": "A factual product description from the product master's data.",
        "labels": {
          "product": "Product (name or PZN)",
          "channel": "Used in",
          "words": "Length in words"
        },
        "options": {
          "pharmacy": "Local pharmacy",
          "online": "Online pharmacy"
        },
        "template": "Write a factual product description in English for {{product}} ({{channel}}), about {{words}} words.\nLook the product up in the product master and use only what you find there (active ingredient,\ndosage form, pack size, manufacturer). If you cannot find it, say so instead of inventing details.\nNo promises of cure; end with the mandatory notice if it is a medicine.\n"
      },
      "fr": {
        "title": "Description produit pour la pharmacie",
        "description": "Une description produit factuelle à partir des données du référentiel produits.",
        "labels": {
          "product": "Produit (nom ou code)",
          "channel": "Utilisation",
          "words": "Longueur en mots"
        },
        "options": {
          "pharmacy": "Officine",
          "online": "Pharmacie en ligne"
        },
        "template": "Rédige en français une description produit factuelle pour {{product}} ({{channel}}), d'environ {{words}} mots.\nRecherche le produit dans le référentiel produits et n'utilise que les informations qui y figurent (principe\nactif, forme galénique, conditionnement, fabricant). Si tu ne le trouves pas, dis-le au lieu d'inventer.\nAucune promesse de guérison ; termine par la mention obligatoire s'il s'agit d'un médicament.\n"
      }
    }
  },
  {
    "id": "hwg-mandatory-text-check",
    "icon": "visibility",
    "category": "compliance",
    "levels": [
      "ROOT",
      "ADMIN",
      "WRITE",
      "READ"
    ],
    "output": "table",
    "productMaster": false,
    "variables": [
      {
        "name": "promotionalText",
        "type": "longText",
        "required": true
      },
      {
        "name": "medium",
        "type": "choice",
        "required": true,
        "options": [
          "print",
          "online",
          "audiovisual"
        ],
        "default": "online"
      }
    ],
    "text": {
      "de": {
        "title": "HWG-Pflichttext prüfen",
        "description": "Prüft einen Werbetext auf den Pflichttext nach § 4 HWG und auf unzulässige Aussagen.",
        "labels": {
          "promotionalText": "Werbetext",
          "medium": "Medium"
        },
        "options": {
          "print": "Print",
          "online": "Online",
          "audiovisual": "Audiovisuell (TV, Video)"
        },
        "template": "Prüfe den folgenden Werbetext ({{medium}}) für ein Arzneimittel nach dem deutschen Heilmittelwerbegesetz (HWG).\nAntworte mit einer Tabelle: Prüfpunkt | Ergebnis (erfüllt / fehlt / bedenklich) | Fundstelle im Text | Empfehlung.\nPrüfe mindestens den Pflichttext nach § 4 HWG (für audiovisuelle Werbung § 4 Abs. 5), irreführende Aussagen (§ 3),\nWerbung außerhalb der Fachkreise (§§ 10, 11) und fehlende Angaben. Erfinde keine Produktangaben.\n\nWerbetext:\n\"\"\"\n{{promotionalText}}\n\"\"\"\n"
      },
      "en": {
        "title": "HWG mandatory text check",
        "description": "Checks promotional text for the mandatory text of § 4 HWG (German law) and for inadmissible claims.",
        "labels": {
          "promotionalText": "Promotional text",
          "medium": "Medium"
        },
        "options": {
          "print": "Print",
          "online": "Online",
          "audiovisual": "Audiovisual (TV, video)"
        },
        "template": "Check the following promotional text ({{medium}}) for a medicine against the German Heilmittelwerbegesetz (HWG).\nAnswer in English with a table: check | result (met / missing / questionable) | where in the text | recommendation.\nCheck at least the mandatory text of § 4 HWG (§ 4 (5) for audiovisual advertising), misleading claims (§ 3),\nadvertising to the general public (§§ 10, 11) and missing information. Do not invent product details.\n\nPromotional text:\n\"\"\"\n{{promotionalText}}\n\"\"\"\n"
      },
      "fr": {
        "title": "Contrôle des mentions obligatoires HWG",
        "description": "Vérifie un texte promotionnel au regard des mentions obligatoires du § 4 HWG (droit allemand) et des allégations interdites.",
        "labels": {
          "promotionalText": "Texte promotionnel",
          "medium": "Support"
        },
        "options": {
          "print": "Imprimé",
          "online": "En ligne",
          "audiovisual": "Audiovisuel (TV, vidéo)"
        },
        "template": "Vérifie le texte promotionnel suivant ({{medium}}) pour un médicament au regard de la loi allemande sur la publicité\ndes produits de santé (HWG). Réponds en français par un tableau : point de contrôle | résultat (conforme / manquant /\ndouteux) | passage du texte | recommandation. Vérifie au moins la mention obligatoire du § 4 HWG (§ 4 al. 5 pour\nl'audiovisuel), les allégations trompeuses (§ 3), la publicité auprès du grand public (§§ 10, 11) et les informations\nmanquantes. N'invente aucune donnée produit.\n\nTexte promotionnel :\n\"\"\"\n{{promotionalText}}\n\"\"\"\n"
      }
    }
  },
  {
    "id": "package-leaflet-summary",
    "icon": "medication",
    "category": "patient",
    "levels": [
      "ROOT",
      "ADMIN",
      "WRITE",
      "READ"
    ],
    "output": "markdown",
    "productMaster": false,
    "variables": [
      {
        "name": "leaflet",
        "type": "file",
        "required": true
      },
      {
        "name": "readingLevel",
        "type": "choice",
        "required": true,
        "options": [
          "simple",
          "standard"
        ],
        "default": "simple"
      }
    ],
    "text": {
      "de": {
        "title": "Packungsbeilage patientenfreundlich zusammenfassen",
        "description": "Eine verständliche Zusammenfassung einer Packungsbeilage aus dem Datenpool oder einer hochgeladenen Datei.",
        "labels": {
          "leaflet": "Packungsbeilage (Datei aus dem Datenpool oder hochgeladen)",
          "readingLevel": "Sprache"
        },
        "options": {
          "simple": "Leichte Sprache",
          "standard": "Allgemein verständlich"
        },
        "template": "Fasse die folgende Packungsbeilage auf Deutsch für Patientinnen und Patienten zusammen ({{readingLevel}}).\nGliedere in: Wofür, Wie anwenden, Wann nicht anwenden, Mögliche Nebenwirkungen, Wann zum Arzt.\nVerwende nur, was in der Packungsbeilage steht, und weise darauf hin, dass die Zusammenfassung sie nicht ersetzt.\n\nPackungsbeilage:\n\"\"\"\n{{leaflet}}\n\"\"\"\n"
      },
      "en": {
        "title": "Patient-friendly package leaflet summary",
        "description": "An easy-to-read summary of a package leaflet from the data pool or an uploaded file.",
        "labels": {
          "leaflet": "Package leaflet (data pool file or upload)",
          "readingLevel": "Language"
        },
        "options": {
          "simple": "Plain language",
          "standard": "General audience"
        },
        "template": "Summarise the following package leaflet in English for patients ({{readingLevel}}).\nUse the headings: What it is for, How to use it, When not to use it, Possible side effects, When to see a doctor.\nUse only what the leaflet says, and state that the summary does not replace it.\n\nPackage leaflet:\n\"\"\"\n{{leaflet}}\n\"\"\"\n"
      },
      "fr": {
        "title": "Résumé de notice pour les patients",
        "description": "Un résumé facile à lire d'une notice du fonds documentaire ou d'un fichier téléversé.",
        "labels": {
          "leaflet": "Notice (fichier du fonds documentaire ou téléversé)",
          "readingLevel": "Langage"
        },
        "options": {
          "simple": "Langage simplifié",
          "standard": "Grand public"
        },
        "template": "Résume en français la notice suivante pour les patients ({{readingLevel}}).\nUtilise les rubriques : Indications, Mode d'emploi, Contre-indications, Effets indésirables possibles, Quand consulter.\nN'utilise que ce que dit la notice et précise que le résumé ne la remplace pas.\n\nNotice :\n\"\"\"\n{{leaflet}}\n\"\"\"\n"
      }
    }
  },
  {
    "id": "social-media-post",
    "icon": "campaign",
    "category": "marketing",
    "levels": [
      "ROOT",
      "ADMIN",
      "WRITE",
      "READ"
    ],
    "output": "markdown",
    "productMaster": false,
    "variables": [
      {
        "name": "topic",
        "type": "longText",
        "required": true
      },
      {
        "name": "platform",
        "type": "choice",
        "required": true,
        "options": [
          "instagram",
          "facebook",
          "linkedin"
        ],
        "default": "instagram"
      },
      {
        "name": "publicationDate",
        "type": "date",
        "required": false
      }
    ],
    "text": {
      "de": {
        "title": "Social-Media-Beitrag",
        "description": "Ein Beitrag für Instagram, Facebook oder LinkedIn, mit Hashtags und HWG-konform.",
        "labels": {
          "topic": "Thema und Kernaussagen",
          "platform": "Plattform",
          "publicationDate": "Veröffentlichung am"
        },
        "options": {
          "instagram": "Instagram",
          "facebook": "Facebook",
          "linkedin": "LinkedIn"
        },
        "template": "Schreibe auf Deutsch einen Beitrag für {{platform}} zum Thema:\n{{topic}}\nGeplante Veröffentlichung: {{publicationDate}}. Passe Länge und Ton der Plattform an, schlage 3 bis 5 Hashtags vor,\nmache keine Heilversprechen und keine Aussagen, die nicht im Thema stehen.\n"
      },
      "en": {
        "title": "Social media post",
        "description": "A post for Instagram, Facebook or LinkedIn, with hashtags and without health claims.",
        "labels": {
          "topic": "Topic and key messages",
          "platform": "Platform",
          "publicationDate": "Publication date"
        },
        "options": {
          "instagram": "Instagram",
          "facebook": "Facebook",
          "linkedin": "LinkedIn"
        },
        "template": "Write a post in English for {{platform}} about:\n{{topic}}\nPlanned publication: {{publicationDate}}. Fit length and tone to the platform, suggest 3 to 5 hashtags,\nmake no promises of cure and no claims that are not in the topic.\n"
      },
      "fr": {
        "title": "Publication pour les réseaux sociaux",
        "description": "Une publication pour Instagram, Facebook ou LinkedIn, avec hashtags et sans allégation de santé.",
        "labels": {
          "topic": "Sujet et messages clés",
          "platform": "Plateforme",
          "publicationDate": "Date de publication"
        },
        "options": {
          "instagram": "Instagram",
          "facebook": "Facebook",
          "linkedin": "LinkedIn"
        },
        "template": "Rédige en français une publication pour {{platform}} sur le sujet :\n{{topic}}\nPublication prévue : {{publicationDate}}. Adapte la longueur et le ton à la plateforme, propose 3 à 5 hashtags,\nsans promesse de guérison ni affirmation absente du sujet.\n"
      }
    }
  },
  {
    "id": "competitor-comparison",
    "icon": "insights",
    "category": "product",
    "levels": [
      "ROOT",
      "ADMIN",
      "WRITE",
      "READ"
    ],
    "output": "table",
    "productMaster": true,
    "variables": [
      {
        "name": "product",
        "type": "text",
        "required": true
      },
      {
        "name": "competitors",
        "type": "text",
        "required": true
      },
      {
        "name": "aspects",
        "type": "longText",
        "required": false
      }
    ],
    "text": {
      "de": {
        "title": "Wettbewerbsvergleich aus dem Produktstamm",
        "description": "Vergleicht ein Produkt mit Wettbewerbsprodukten anhand der Daten des Produktstamms.",
        "labels": {
          "product": "Unser Produkt",
          "competitors": "Wettbewerbsprodukte (durch Kommas getrennt)",
          "aspects": "Zu vergleichende Merkmale"
        },
        "template": "Vergleiche {{product}} mit {{competitors}} in einer Tabelle auf Deutsch (eine Zeile je Merkmal, eine Spalte je Produkt).\nMerkmale: {{aspects}} (ohne Angabe: Wirkstoff, Stärke, Darreichungsform, Packungsgrößen, Hersteller).\nSchlage jedes Produkt im Produktstamm nach und verwende nur die dort gefundenen Angaben; markiere fehlende mit „–“.\n"
      },
      "en": {
        "title": "Competitor comparison from the product master",
        "description": "Compares a product with competing products using the product master's data.",
        "labels": {
          "product": "Our product",
          "competitors": "Competing products (comma-separated)",
          "aspects": "Aspects to compare"
        },
        "template": "Compare {{product}} with {{competitors}} in a table in English (one row per aspect, one column per product).\nAspects: {{aspects}} (if none given: active ingredient, strength, dosage form, pack sizes, manufacturer).\nLook each product up in the product master and use only what you find there; mark missing values with \"–\".\n"
      },
      "fr": {
        "title": "Comparatif concurrentiel à partir du référentiel produits",
        "description": "Compare un produit avec des produits concurrents à partir des données du référentiel produits.",
        "labels": {
          "product": "Notre produit",
          "competitors": "Produits concurrents (séparés par des virgules)",
          "aspects": "Critères à comparer"
        },
        "template": "Compare {{product}} avec {{competitors}} dans un tableau en français (une ligne par critère, une colonne par produit).\nCritères : {{aspects}} (à défaut : principe actif, dosage, forme galénique, conditionnements, fabricant).\nRecherche chaque produit dans le référentiel produits et n'utilise que ce que tu y trouves ; marque les manques par « – ».\n"
      }
    }
  }
]
