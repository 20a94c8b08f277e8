// Generated from manifest/*.yaml (analysis) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

import type { AnalysisSettings } from '../shared/manifest/analysis-types.ts'

/** Default keyword lists, mandatory texts of lay advertising and AE negation words (manifest/analysis.yaml). */
export const analysisSettings: AnalysisSettings = {
  "keywordLists": [
    {
      "key": "ae-terms",
      "kind": "ae",
      "name": {
        "de": "Nebenwirkungsbegriffe",
        "en": "Adverse-event terms",
        "fr": "Termes d'effets indésirables"
      },
      "keywords": [
        {
          "term": "Übelkeit",
          "aliases": [
            "übel",
            "Brechreiz"
          ],
          "language": "de"
        },
        {
          "term": "Erbrechen",
          "aliases": [
            "erbrochen",
            "übergeben"
          ],
          "language": "de"
        },
        {
          "term": "Schwindel",
          "aliases": [
            "schwindelig",
            "Schwindelgefühl"
          ],
          "language": "de"
        },
        {
          "term": "Kopfschmerzen",
          "aliases": [
            "Kopfschmerz",
            "Kopfweh"
          ],
          "language": "de"
        },
        {
          "term": "Hautausschlag",
          "aliases": [
            "Ausschlag",
            "Hautrötung"
          ],
          "language": "de"
        },
        {
          "term": "Juckreiz",
          "aliases": [
            "juckt",
            "Jucken"
          ],
          "language": "de"
        },
        {
          "term": "Durchfall",
          "aliases": [],
          "language": "de"
        },
        {
          "term": "Magenschmerzen",
          "aliases": [
            "Bauchschmerzen",
            "Magenbeschwerden"
          ],
          "language": "de"
        },
        {
          "term": "Herzrasen",
          "aliases": [
            "Herzklopfen"
          ],
          "language": "de"
        },
        {
          "term": "Atemnot",
          "aliases": [
            "Atembeschwerden"
          ],
          "language": "de"
        },
        {
          "term": "allergische Reaktion",
          "aliases": [
            "Allergie",
            "allergisch"
          ],
          "language": "de"
        },
        {
          "term": "Schläfrigkeit",
          "aliases": [
            "Müdigkeit",
            "benommen"
          ],
          "language": "de"
        },
        {
          "term": "Schwellung",
          "aliases": [
            "geschwollen"
          ],
          "language": "de"
        },
        {
          "term": "Ohnmacht",
          "aliases": [
            "ohnmächtig",
            "bewusstlos"
          ],
          "language": "de"
        },
        {
          "term": "Sodbrennen",
          "aliases": [],
          "language": "de"
        },
        {
          "term": "Verstopfung",
          "aliases": [],
          "language": "de"
        },
        {
          "term": "nausée",
          "aliases": [
            "nausées",
            "mal au cœur"
          ],
          "language": "fr"
        },
        {
          "term": "vomissements",
          "aliases": [
            "vomissement",
            "vomi"
          ],
          "language": "fr"
        },
        {
          "term": "vertiges",
          "aliases": [
            "vertige",
            "étourdissements"
          ],
          "language": "fr"
        },
        {
          "term": "maux de tête",
          "aliases": [
            "mal de tête",
            "céphalées",
            "migraine"
          ],
          "language": "fr"
        },
        {
          "term": "éruption cutanée",
          "aliases": [
            "boutons",
            "rougeurs"
          ],
          "language": "fr"
        },
        {
          "term": "démangeaisons",
          "aliases": [
            "démangeaison"
          ],
          "language": "fr"
        },
        {
          "term": "diarrhée",
          "aliases": [],
          "language": "fr"
        },
        {
          "term": "douleurs abdominales",
          "aliases": [
            "mal au ventre",
            "maux d'estomac"
          ],
          "language": "fr"
        },
        {
          "term": "palpitations",
          "aliases": [],
          "language": "fr"
        },
        {
          "term": "essoufflement",
          "aliases": [
            "difficultés respiratoires"
          ],
          "language": "fr"
        },
        {
          "term": "réaction allergique",
          "aliases": [
            "allergie"
          ],
          "language": "fr"
        },
        {
          "term": "somnolence",
          "aliases": [
            "fatigue"
          ],
          "language": "fr"
        },
        {
          "term": "gonflement",
          "aliases": [
            "gonflé",
            "gonflée",
            "œdème"
          ],
          "language": "fr"
        },
        {
          "term": "évanouissement",
          "aliases": [
            "malaise"
          ],
          "language": "fr"
        },
        {
          "term": "brûlures d'estomac",
          "aliases": [],
          "language": "fr"
        },
        {
          "term": "constipation",
          "aliases": [],
          "language": "fr"
        },
        {
          "term": "nausea",
          "aliases": [],
          "language": "en"
        },
        {
          "term": "vomiting",
          "aliases": [
            "threw up"
          ],
          "language": "en"
        },
        {
          "term": "dizziness",
          "aliases": [
            "dizzy"
          ],
          "language": "en"
        },
        {
          "term": "headache",
          "aliases": [
            "headaches"
          ],
          "language": "en"
        },
        {
          "term": "rash",
          "aliases": [
            "skin rash"
          ],
          "language": "en"
        },
        {
          "term": "itching",
          "aliases": [
            "itchy"
          ],
          "language": "en"
        },
        {
          "term": "diarrhoea",
          "aliases": [
            "diarrhea"
          ],
          "language": "en"
        },
        {
          "term": "stomach pain",
          "aliases": [
            "stomach ache"
          ],
          "language": "en"
        },
        {
          "term": "palpitations",
          "aliases": [],
          "language": "en"
        },
        {
          "term": "shortness of breath",
          "aliases": [],
          "language": "en"
        },
        {
          "term": "allergic reaction",
          "aliases": [],
          "language": "en"
        },
        {
          "term": "drowsiness",
          "aliases": [
            "drowsy"
          ],
          "language": "en"
        },
        {
          "term": "swelling",
          "aliases": [
            "swollen"
          ],
          "language": "en"
        },
        {
          "term": "fainting",
          "aliases": [
            "fainted"
          ],
          "language": "en"
        },
        {
          "term": "heartburn",
          "aliases": [],
          "language": "en"
        },
        {
          "term": "constipation",
          "aliases": [],
          "language": "en"
        }
      ]
    },
    {
      "key": "red-flag-claims",
      "kind": "redFlag",
      "name": {
        "de": "Kritische Werbeaussagen",
        "en": "Red-flag claims",
        "fr": "Allégations à risque"
      },
      "keywords": [
        {
          "term": "garantiert",
          "aliases": [
            "garantierte Wirkung"
          ],
          "language": "de"
        },
        {
          "term": "ohne Nebenwirkungen",
          "aliases": [
            "keine Nebenwirkungen",
            "frei von Nebenwirkungen"
          ],
          "language": "de"
        },
        {
          "term": "völlig unbedenklich",
          "aliases": [
            "absolut unbedenklich",
            "völlig harmlos"
          ],
          "language": "de"
        },
        {
          "term": "Wundermittel",
          "aliases": [],
          "language": "de"
        },
        {
          "term": "Nummer 1",
          "aliases": [
            "Nr. 1"
          ],
          "language": "de"
        },
        {
          "term": "das Beste",
          "aliases": [
            "der beste",
            "die beste"
          ],
          "language": "de"
        },
        {
          "term": "wirkt sofort",
          "aliases": [
            "sofortige Wirkung"
          ],
          "language": "de"
        },
        {
          "term": "100 % wirksam",
          "aliases": [],
          "language": "de"
        },
        {
          "term": "klinisch bewiesen",
          "aliases": [
            "klinisch erwiesen"
          ],
          "language": "de"
        },
        {
          "term": "von Ärzten empfohlen",
          "aliases": [
            "ärztlich empfohlen"
          ],
          "language": "de"
        },
        {
          "term": "garanti",
          "aliases": [
            "efficacité garantie"
          ],
          "language": "fr"
        },
        {
          "term": "sans effets secondaires",
          "aliases": [
            "sans effet secondaire",
            "aucun effet secondaire"
          ],
          "language": "fr"
        },
        {
          "term": "sans danger",
          "aliases": [
            "totalement sûr"
          ],
          "language": "fr"
        },
        {
          "term": "remède miracle",
          "aliases": [
            "miraculeux"
          ],
          "language": "fr"
        },
        {
          "term": "numéro 1",
          "aliases": [
            "n° 1"
          ],
          "language": "fr"
        },
        {
          "term": "le meilleur",
          "aliases": [
            "la meilleure"
          ],
          "language": "fr"
        },
        {
          "term": "agit immédiatement",
          "aliases": [
            "action immédiate"
          ],
          "language": "fr"
        },
        {
          "term": "efficace à 100 %",
          "aliases": [],
          "language": "fr"
        },
        {
          "term": "cliniquement prouvé",
          "aliases": [
            "prouvé cliniquement"
          ],
          "language": "fr"
        },
        {
          "term": "recommandé par les médecins",
          "aliases": [],
          "language": "fr"
        },
        {
          "term": "guaranteed",
          "aliases": [],
          "language": "en"
        },
        {
          "term": "no side effects",
          "aliases": [
            "free of side effects"
          ],
          "language": "en"
        },
        {
          "term": "completely safe",
          "aliases": [],
          "language": "en"
        },
        {
          "term": "miracle cure",
          "aliases": [],
          "language": "en"
        },
        {
          "term": "number one",
          "aliases": [
            "no. 1"
          ],
          "language": "en"
        },
        {
          "term": "the best",
          "aliases": [],
          "language": "en"
        },
        {
          "term": "works instantly",
          "aliases": [
            "instant relief"
          ],
          "language": "en"
        },
        {
          "term": "100% effective",
          "aliases": [],
          "language": "en"
        },
        {
          "term": "clinically proven",
          "aliases": [],
          "language": "en"
        },
        {
          "term": "recommended by doctors",
          "aliases": [],
          "language": "en"
        }
      ]
    }
  ],
  "mandatoryTexts": [
    {
      "market": "DE",
      "language": "de",
      "law": "§ 4 Abs. 3 HWG",
      "required": [
        [
          "Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke",
          "Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihren Arzt oder Apotheker"
        ]
      ]
    },
    {
      "market": "AT",
      "language": "de",
      "law": "§ 51 AMG",
      "required": [
        [
          "Über Wirkung und mögliche unerwünschte Wirkungen informieren Gebrauchsinformation, Arzt oder Apotheker"
        ]
      ]
    },
    {
      "market": "FR",
      "language": "fr",
      "law": "Art. R.5122-3 CSP",
      "required": [
        [
          "Ceci est un médicament"
        ],
        [
          "Lire attentivement la notice",
          "Lisez attentivement la notice",
          "lire attentivement les instructions figurant dans la notice"
        ]
      ]
    }
  ],
  "negations": [
    "kein",
    "keine",
    "keinen",
    "keinem",
    "keiner",
    "nicht",
    "ohne",
    "nie",
    "niemals",
    "pas",
    "sans",
    "aucun",
    "aucune",
    "jamais",
    "ni",
    "no",
    "not",
    "without",
    "never",
    "none"
  ]
}
