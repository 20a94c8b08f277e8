// Generated from manifest/*.yaml (analysisPrompts) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

import type { AnalysisPromptDefault } from '../shared/manifest/types.ts'

/** Version 1 of every analysis profile's prompt, with the JSON Schema its output must fit. */
export const analysisPromptDefaults: readonly AnalysisPromptDefault[] = [
  {
    "profile": "pvScreening",
    "tool": "medicheck",
    "schemaVersion": 1,
    "instruction": {
      "de": "Du prüfst Medienbeiträge für die Pharmakovigilanz eines Herstellers rezeptfreier Arzneimittel (EU GVP Modul VI). Finde jede Schilderung einer vermuteten Nebenwirkung (unerwünschtes Ereignis) zu einem genannten Arzneimittel.\n- relevance: 0 bis 100, wie wichtig der Beitrag für die Pharmakovigilanz ist (0: nichts zu Arzneimitteln, 100: klare Nebenwirkungsschilderung zu einem eigenen Produkt).\n- summary: zwei bis drei Sätze in der Sprache des Beitrags.\n- products: jedes genannte Arzneimittel, wie es im Text steht.\n- adverseEvents: je vermuteter Nebenwirkung das Produkt, die Reaktion wörtlich aus dem Text, ob ein identifizierbarer Patient und ein identifizierbarer Melder erkennbar sind, und quote: die Textstelle wörtlich und zusammenhängend, ohne Auslassungen, so dass sie sich im Text wiederfinden lässt.\nAchtung, die Indikationsfalle: Das Symptom, gegen das ein Mittel genommen wird, ist keine Nebenwirkung. „Ich nehme Zyrtomax gegen meine Kopfschmerzen“ ist keine Nebenwirkung von Zyrtomax. Solche Stellen gibst du mit isIndication: true an; nur eine Reaktion, die nach der Einnahme neu auftritt oder schlimmer wird, ist eine vermutete Nebenwirkung (isIndication: false). Erfinde nichts: Was nicht im Text steht, lässt du weg.",
      "en": "You screen media items for the pharmacovigilance of an over-the-counter medicines maker (EU GVP Module VI). Find every account of a suspected adverse reaction (adverse event) to a named medicine.\n- relevance: 0 to 100, how much the item matters for pharmacovigilance (0: nothing about medicines, 100: a clear account of a reaction to one of our products).\n- summary: two or three sentences in the item's language.\n- products: every medicine named, as written in the text.\n- adverseEvents: for each suspected reaction the product, the reaction word for word from the text, whether an identifiable patient and an identifiable reporter are present, and quote: the passage word for word and in one piece, with nothing left out, so that it can be found in the text.\nBeware the indication trap: the symptom a medicine is taken for is not an adverse event. \"I take Zyrtomax for my headaches\" is not an adverse event of Zyrtomax. Report such passages with isIndication: true; only a reaction that appears or gets worse after taking the medicine is a suspected adverse event (isIndication: false). Invent nothing: leave out what the text does not say.",
      "fr": "Tu examines des contenus médiatiques pour la pharmacovigilance d'un fabricant de médicaments sans ordonnance (BPPV de l'UE, module VI). Trouve chaque description d'un effet indésirable suspecté d'un médicament cité.\n- relevance : de 0 à 100, l'importance du contenu pour la pharmacovigilance (0 : rien sur des médicaments, 100 : un effet indésirable clairement décrit pour l'un de nos produits).\n- summary : deux ou trois phrases dans la langue du contenu.\n- products : chaque médicament cité, tel qu'il est écrit.\n- adverseEvents : pour chaque effet indésirable suspecté, le produit, la réaction mot pour mot, si un patient identifiable et un notificateur identifiable sont présents, et quote : le passage mot pour mot et d'un seul tenant, sans coupure, pour qu'on le retrouve dans le texte.\nAttention au piège de l'indication : le symptôme pour lequel on prend un médicament n'est pas un effet indésirable. « Je prends Zyrtomax contre mes maux de tête » n'est pas un effet indésirable de Zyrtomax. Indique ces passages avec isIndication: true ; seule une réaction qui apparaît ou s'aggrave après la prise est un effet indésirable suspecté (isIndication: false). N'invente rien : ce que le texte ne dit pas, tu l'omets."
    },
    "outputSchema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "relevance",
        "summary",
        "products",
        "adverseEvents"
      ],
      "properties": {
        "relevance": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100
        },
        "summary": {
          "type": "string",
          "maxLength": 2000
        },
        "products": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          }
        },
        "adverseEvents": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "product",
              "reaction",
              "patientPresent",
              "reporterPresent",
              "quote",
              "isIndication"
            ],
            "properties": {
              "product": {
                "type": "string",
                "minLength": 1,
                "maxLength": 200
              },
              "reaction": {
                "type": "string",
                "minLength": 1,
                "maxLength": 500
              },
              "patientPresent": {
                "type": "boolean"
              },
              "reporterPresent": {
                "type": "boolean"
              },
              "quote": {
                "type": "string",
                "minLength": 1,
                "maxLength": 2000
              },
              "isIndication": {
                "type": "boolean"
              }
            }
          }
        }
      }
    }
  },
  {
    "profile": "promoCheck",
    "tool": "medicheck",
    "schemaVersion": 1,
    "instruction": {
      "de": "Du prüfst Werbematerial für rezeptfreie Arzneimittel vor der medizinischen, rechtlichen und regulatorischen Freigabe (Deutschland: HWG; Österreich: AMG und Arzneimittelwerbung; Frankreich: Code de la santé publique und ANSM).\n- relevance: 0 bis 100, wie dringend ein Mensch das Material prüfen sollte.\n- summary: zwei bis drei Sätze zum Material und seinen Risiken.\n- findings: je Befund type (mandatoryTextMissing: der Pflichttext „Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihren Arzt oder Apotheker“ bzw. seine österreichische oder französische Entsprechung fehlt in Publikumswerbung; superlative: Superlative oder Alleinstellung ohne Beleg; comparison: Vergleiche mit anderen Mitteln; offLabel: Anwendungen außerhalb der Zulassung; fairBalanceMissing: Nutzen ohne Risiken; healthClaim: Heil- oder Wirkversprechen), quote: die Stelle wörtlich und zusammenhängend aus dem Text (bei mandatoryTextMissing die Produktnennung oder der Werbesatz, der den Pflichttext verlangt), und reason: kurz, warum.\nNenne nur, was im Text steht; erfinde keine Befunde.",
      "en": "You check promotional material for over-the-counter medicines before medical, legal and regulatory review (Germany: HWG; Austria: AMG and its advertising rules; France: Code de la santé publique and ANSM).\n- relevance: 0 to 100, how urgently a human should review the material.\n- summary: two or three sentences on the material and its risks.\n- findings: for each finding a type (mandatoryTextMissing: lay advertising lacks the mandatory text \"Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihren Arzt oder Apotheker\" or its Austrian or French equivalent; superlative: superlatives or claims of being the only one without substantiation; comparison: comparisons with other products; offLabel: uses outside the authorisation; fairBalanceMissing: benefits without risks; healthClaim: promises of cure or effect), quote: the passage word for word and in one piece from the text (for mandatoryTextMissing the product mention or advertising sentence that requires the text), and reason: briefly, why.\nReport only what the text says; invent no findings.",
      "fr": "Tu vérifies des supports promotionnels de médicaments sans ordonnance avant la revue médicale, juridique et réglementaire (France : Code de la santé publique et ANSM ; Allemagne : HWG ; Autriche : AMG et règles de publicité).\n- relevance : de 0 à 100, l'urgence d'une revue humaine.\n- summary : deux ou trois phrases sur le support et ses risques.\n- findings : pour chaque constat un type (mandatoryTextMissing : la mention obligatoire manque dans la publicité grand public, par exemple « Ceci est un médicament. Lire attentivement la notice. Si les symptômes persistent, consultez votre médecin. » ou l'équivalent allemand ou autrichien ; superlative : superlatifs ou exclusivité sans justification ; comparison : comparaisons avec d'autres produits ; offLabel : usages hors autorisation ; fairBalanceMissing : bénéfices sans risques ; healthClaim : promesses de guérison ou d'effet), quote : le passage mot pour mot et d'un seul tenant (pour mandatoryTextMissing, la mention du produit ou la phrase publicitaire qui exige la mention), et reason : brièvement, pourquoi.\nNe signale que ce que dit le texte ; n'invente aucun constat."
    },
    "outputSchema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "relevance",
        "summary",
        "findings"
      ],
      "properties": {
        "relevance": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100
        },
        "summary": {
          "type": "string",
          "maxLength": 2000
        },
        "findings": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "type",
              "quote",
              "reason"
            ],
            "properties": {
              "type": {
                "enum": [
                  "mandatoryTextMissing",
                  "superlative",
                  "comparison",
                  "offLabel",
                  "fairBalanceMissing",
                  "healthClaim"
                ]
              },
              "quote": {
                "type": "string",
                "minLength": 1,
                "maxLength": 2000
              },
              "reason": {
                "type": "string",
                "minLength": 1,
                "maxLength": 1000
              }
            }
          }
        }
      }
    }
  },
  {
    "profile": "podcastEpisode",
    "tool": "podcast",
    "schemaVersion": 1,
    "instruction": {
      "de": "Du analysierst das Transkript einer Podcast-Folge für einen Hersteller rezeptfreier Arzneimittel.\n- summary: drei bis fünf Sätze zur Folge.\n- topics: die Themen der Folge, kurz.\n- mentions: jede Nennung einer eigenen Marke (own), eines Wettbewerbers (competitor), eines Wirkstoffs (ingredient) oder eines Anwendungsgebiets (indication), mit term (wie im Text), quote (die Stelle wörtlich und zusammenhängend) und sentiment (positive, neutral, negative). Die Begriffe, die der Stichwortabgleich gefunden hat, stehen unter dem Transkript; ordne sie ein.\n- healthClaims: Heil- oder Wirkversprechen, je mit quote (wörtlich) und reason.\n- adverseEvents: vermutete Nebenwirkungen wie bei der Pharmakovigilanz-Prüfung: product, reaction wörtlich, patientPresent, reporterPresent, quote wörtlich, isIndication.\nAchtung, die Indikationsfalle: Das Symptom, gegen das ein Mittel genommen wird, ist keine Nebenwirkung („Ich nehme Zyrtomax gegen meine Kopfschmerzen“: isIndication: true). Erfinde nichts.",
      "en": "You analyse a podcast episode's transcript for an over-the-counter medicines maker.\n- summary: three to five sentences on the episode.\n- topics: the episode's topics, briefly.\n- mentions: every mention of one of our brands (own), a competitor (competitor), an active ingredient (ingredient) or an indication (indication), with term (as written), quote (the passage word for word and in one piece) and sentiment (positive, neutral, negative). The terms the keyword matcher found are listed below the transcript; classify them.\n- healthClaims: promises of cure or effect, each with quote (word for word) and reason.\n- adverseEvents: suspected adverse events as in pharmacovigilance screening: product, reaction word for word, patientPresent, reporterPresent, quote word for word, isIndication.\nBeware the indication trap: the symptom a medicine is taken for is not an adverse event (\"I take Zyrtomax for my headaches\": isIndication: true). Invent nothing.",
      "fr": "Tu analyses la transcription d'un épisode de podcast pour un fabricant de médicaments sans ordonnance.\n- summary : trois à cinq phrases sur l'épisode.\n- topics : les thèmes de l'épisode, brièvement.\n- mentions : chaque mention d'une de nos marques (own), d'un concurrent (competitor), d'une substance active (ingredient) ou d'une indication (indication), avec term (tel qu'écrit), quote (le passage mot pour mot et d'un seul tenant) et sentiment (positive, neutral, negative). Les termes trouvés par la recherche de mots-clés figurent sous la transcription ; classe-les.\n- healthClaims : promesses de guérison ou d'effet, chacune avec quote (mot pour mot) et reason.\n- adverseEvents : effets indésirables suspectés comme pour la pharmacovigilance : product, reaction mot pour mot, patientPresent, reporterPresent, quote mot pour mot, isIndication.\nAttention au piège de l'indication : le symptôme pour lequel on prend un médicament n'est pas un effet indésirable (« Je prends Zyrtomax contre mes maux de tête » : isIndication: true). N'invente rien."
    },
    "outputSchema": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "summary",
        "topics",
        "mentions",
        "healthClaims",
        "adverseEvents"
      ],
      "properties": {
        "summary": {
          "type": "string",
          "maxLength": 4000
        },
        "topics": {
          "type": "array",
          "maxItems": 30,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          }
        },
        "mentions": {
          "type": "array",
          "maxItems": 200,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "term",
              "kind",
              "quote",
              "sentiment"
            ],
            "properties": {
              "term": {
                "type": "string",
                "minLength": 1,
                "maxLength": 200
              },
              "kind": {
                "enum": [
                  "own",
                  "competitor",
                  "ingredient",
                  "indication"
                ]
              },
              "quote": {
                "type": "string",
                "minLength": 1,
                "maxLength": 2000
              },
              "sentiment": {
                "enum": [
                  "positive",
                  "neutral",
                  "negative"
                ]
              }
            }
          }
        },
        "healthClaims": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "quote",
              "reason"
            ],
            "properties": {
              "quote": {
                "type": "string",
                "minLength": 1,
                "maxLength": 2000
              },
              "reason": {
                "type": "string",
                "minLength": 1,
                "maxLength": 1000
              }
            }
          }
        },
        "adverseEvents": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "product",
              "reaction",
              "patientPresent",
              "reporterPresent",
              "quote",
              "isIndication"
            ],
            "properties": {
              "product": {
                "type": "string",
                "minLength": 1,
                "maxLength": 200
              },
              "reaction": {
                "type": "string",
                "minLength": 1,
                "maxLength": 500
              },
              "patientPresent": {
                "type": "boolean"
              },
              "reporterPresent": {
                "type": "boolean"
              },
              "quote": {
                "type": "string",
                "minLength": 1,
                "maxLength": 2000
              },
              "isIndication": {
                "type": "boolean"
              }
            }
          }
        }
      }
    }
  }
]
