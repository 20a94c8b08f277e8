// Generated from manifest/*.yaml (responseOptimizations) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

import type { ResponseOptimizationDefault } from '../shared/manifest/types.ts'

/** The response-optimisation prompts every tenant starts with, in their first order. */
export const responseOptimizationDefaults: readonly ResponseOptimizationDefault[] = [
  {
    "key": "shorter",
    "enabled": true,
    "label": {
      "de": "Kürzer",
      "en": "Shorter",
      "fr": "Plus court"
    },
    "instruction": {
      "de": "Kürze die Antwort auf etwa die Hälfte. Behalte alle wesentlichen Aussagen, Zahlen und Quellenverweise wie [1] bei; lass Wiederholungen und Füllsätze weg.",
      "en": "Shorten the answer to about half its length. Keep every essential statement, figure and source marker such as [1]; drop repetition and filler.",
      "fr": "Raccourcis la réponse d'environ moitié. Garde toutes les affirmations essentielles, les chiffres et les renvois aux sources comme [1] ; supprime les répétitions et le remplissage."
    }
  },
  {
    "key": "more-formal",
    "enabled": true,
    "label": {
      "de": "Formeller",
      "en": "More formal",
      "fr": "Plus formel"
    },
    "instruction": {
      "de": "Formuliere die Antwort in einem sachlichen, formellen Ton (Sie-Form), wie in der Geschäftskorrespondenz eines Pharmaunternehmens. Inhalt und Quellenverweise bleiben unverändert.",
      "en": "Rewrite the answer in a factual, formal tone, as in the business correspondence of a pharmaceutical company. Keep the content and the source markers unchanged.",
      "fr": "Reformule la réponse sur un ton factuel et formel (vouvoiement), comme dans la correspondance d'une entreprise pharmaceutique. Le contenu et les renvois aux sources restent inchangés."
    }
  },
  {
    "key": "simpler",
    "enabled": true,
    "label": {
      "de": "Einfacher",
      "en": "Simpler",
      "fr": "Plus simple"
    },
    "instruction": {
      "de": "Formuliere die Antwort so, dass Patientinnen und Patienten ohne medizinisches Vorwissen sie verstehen. Erkläre Fachbegriffe kurz, nutze kurze Sätze. Ändere keine Fakten.",
      "en": "Rewrite the answer so that patients without medical knowledge understand it. Explain technical terms briefly and use short sentences. Do not change any facts.",
      "fr": "Reformule la réponse pour que des patients sans connaissances médicales la comprennent. Explique brièvement les termes techniques, fais des phrases courtes. Ne change aucun fait."
    }
  },
  {
    "key": "bullet-points",
    "enabled": true,
    "label": {
      "de": "Als Stichpunkte",
      "en": "As bullet points",
      "fr": "En points clés"
    },
    "instruction": {
      "de": "Gib den Inhalt der Antwort als übersichtliche Stichpunktliste in Markdown wieder, höchstens acht Punkte.",
      "en": "Present the content of the answer as a clear Markdown bullet list of at most eight points.",
      "fr": "Présente le contenu de la réponse sous forme de liste à puces Markdown claire, de huit points au plus."
    }
  },
  {
    "key": "to-french",
    "enabled": true,
    "label": {
      "de": "Auf Französisch",
      "en": "In French",
      "fr": "En français"
    },
    "instruction": {
      "de": "Übersetze die Antwort ins Französische. Behalte Formatierung, Zahlen, Produktnamen und Quellenverweise wie [1] bei.",
      "en": "Translate the answer into French. Keep the formatting, figures, product names and source markers such as [1].",
      "fr": "Traduis la réponse en français. Garde la mise en forme, les chiffres, les noms de produits et les renvois aux sources comme [1]."
    }
  },
  {
    "key": "to-german",
    "enabled": true,
    "label": {
      "de": "Auf Deutsch",
      "en": "In German",
      "fr": "En allemand"
    },
    "instruction": {
      "de": "Übersetze die Antwort ins Deutsche. Behalte Formatierung, Zahlen, Produktnamen und Quellenverweise wie [1] bei.",
      "en": "Translate the answer into German. Keep the formatting, figures, product names and source markers such as [1].",
      "fr": "Traduis la réponse en allemand. Garde la mise en forme, les chiffres, les noms de produits et les renvois aux sources comme [1]."
    }
  },
  {
    "key": "to-english",
    "enabled": false,
    "label": {
      "de": "Auf Englisch",
      "en": "In English",
      "fr": "En anglais"
    },
    "instruction": {
      "de": "Übersetze die Antwort ins Englische. Behalte Formatierung, Zahlen, Produktnamen und Quellenverweise wie [1] bei.",
      "en": "Rewrite the answer in plain, idiomatic English. Keep the formatting, figures, product names and source markers such as [1].",
      "fr": "Traduis la réponse en anglais. Garde la mise en forme, les chiffres, les noms de produits et les renvois aux sources comme [1]."
    }
  },
  {
    "key": "hwg-compliant",
    "enabled": true,
    "markets": [
      "de"
    ],
    "label": {
      "de": "HWG-konform formulieren",
      "en": "HWG-compliant wording",
      "fr": "Conforme à la HWG"
    },
    "instruction": {
      "de": "Formuliere die Antwort so um, dass sie den Anforderungen des deutschen Heilmittelwerbegesetzes (HWG) entspricht: keine Heilversprechen, keine Aussagen, die Angst erzeugen, keine Werbung mit Gutachten oder Krankengeschichten gegenüber Laien; wo für Publikumswerbung nötig, ergänze den Pflichttext „Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke.“ Nenne am Ende kurz, was du geändert hast.",
      "en": "Rework the answer so that it meets the German Heilmittelwerbegesetz (HWG, the law on advertising medicinal products): no promises of cure, nothing that induces fear, no advertising to lay people with expert opinions or case histories; where public advertising requires it, add the German mandatory text „Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke.“ End with a short note of what you changed.",
      "fr": "Reformule la réponse pour qu'elle respecte la loi allemande sur la publicité des médicaments (Heilmittelwerbegesetz, HWG) : aucune promesse de guérison, rien qui suscite la peur, pas de publicité auprès du grand public avec des expertises ou des cas cliniques ; lorsque la publicité grand public l'exige, ajoute la mention obligatoire allemande « Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke. » Termine par une courte note de ce que tu as changé."
    }
  },
  {
    "key": "ansm-compliant",
    "enabled": true,
    "markets": [
      "fr"
    ],
    "label": {
      "de": "ANSM-konform (Frankreich)",
      "en": "ANSM-compliant (France)",
      "fr": "Conforme ANSM (CSP)"
    },
    "instruction": {
      "de": "Formuliere die Antwort so um, dass sie den französischen Regeln für Arzneimittelwerbung entspricht (Code de la santé publique, Art. L.5122-1 ff., und Empfehlungen der ANSM): sachlich und im Einklang mit der Fachinformation (RCP), keine Heilversprechen, keine Aussage, die Wirksamkeit sei garantiert oder frei von Nebenwirkungen, nichts, das Angst erzeugt, keine Gutachten, Zeugnisse oder Fallgeschichten gegenüber Laien; wo Publikumswerbung es verlangt, ergänze den Hinweis zum richtigen Gebrauch (z. B. „Ceci est un médicament. Lisez attentivement la notice. Demandez conseil à votre pharmacien. Si les symptômes persistent, consultez votre médecin.“) und erinnere daran, dass Publikumswerbung in Frankreich vorab ein Visa der ANSM braucht. Nenne am Ende kurz, was du geändert hast.",
      "en": "Rework the answer so that it meets the French rules on advertising medicinal products (Code de la santé publique, articles L.5122-1 ff., and the ANSM's recommendations): factual and in line with the summary of product characteristics (RCP), no promises of cure, no claim that efficacy is guaranteed or free of side effects, nothing that induces fear, no expert opinions, testimonials or case histories addressed to lay people; where public advertising requires it, add the French proper-use statement (such as „Ceci est un médicament. Lisez attentivement la notice. Demandez conseil à votre pharmacien. Si les symptômes persistent, consultez votre médecin.“) and recall that public advertising in France needs the ANSM's prior visa. End with a short note of what you changed.",
      "fr": "Reformule la réponse pour qu'elle respecte les règles françaises de publicité des médicaments (Code de la santé publique, articles L.5122-1 et suivants, et recommandations de l'ANSM) : présentation objective et conforme au résumé des caractéristiques du produit (RCP), aucune promesse de guérison, aucune affirmation d'une efficacité garantie ou sans effets indésirables, rien qui suscite la peur, pas d'expertises, de témoignages ou de cas cliniques auprès du grand public ; lorsque la publicité grand public l'exige, ajoute la mention de bon usage (par exemple « Ceci est un médicament. Lisez attentivement la notice. Demandez conseil à votre pharmacien. Si les symptômes persistent, consultez votre médecin. ») et rappelle que la publicité auprès du public nécessite au préalable un visa de l'ANSM. Termine par une courte note de ce que tu as changé."
    }
  }
]
