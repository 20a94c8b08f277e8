// German training material, claims list, press release and FAQ of the evaluation set.
import type { EvalDocument } from './eval-document.ts'

export const nasiclarTraining: EvalDocument = {
  name: 'nasiclar-schulung.md',
  language: 'de',
  type: 'training',
  product: 'Nasiclar',
  title: 'Schulungsunterlage für das Apothekenteam: Nasiclar richtig beraten',
  header: 'Veltara Pharma GmbH · Außendienst-Schulung · nur für Fachkreise',
  version: 'Stand 09/2024',
  current: true,
  contents: true,
  sections: [
    {
      heading: 'Lernziele',
      paragraphs: [
        'Nach dieser Schulung kennen Sie die beiden Stärken von Nasiclar, können die passende Stärke für Ihre Kundin oder Ihren Kunden auswählen und wissen, wann Sie an eine Ärztin oder einen Arzt verweisen.',
        'Die Schulung dauert etwa 45 Minuten und ist von der Bundesapothekerkammer mit 1 Fortbildungspunkt akkreditiert.',
      ],
    },
    {
      heading: 'So wirkt Xylometazolin',
      paragraphs: [
        'Xylometazolin verengt die Blutgefäße der Nasenschleimhaut; die Schleimhaut schwillt ab. Die Wirkung setzt nach 5 bis 10 Minuten ein.',
        'Nasiclar 0,1 % wirkt bis zu 10 Stunden, Nasiclar 0,05 % bis zu 8 Stunden.',
      ],
    },
    {
      heading: 'Welche Stärke für wen?',
      table: [
        ['Stärke', 'Alter', 'Anwendung', 'Höchstdauer'],
        ['Nasiclar 0,05 %', '2 bis 6 Jahre', 'bis 3-mal täglich 1 Sprühstoß', '5 Tage'],
        ['Nasiclar 0,1 %', 'ab 12 Jahren', 'bis 4-mal täglich 1 Sprühstoß', '7 Tage'],
      ],
      paragraphs: [
        'Für Kinder von 7 bis 11 Jahren bieten wir derzeit keine eigene Stärke an; verweisen Sie an die Kinderarztpraxis.',
      ],
    },
    {
      heading: 'Beratungstipps',
      paragraphs: [
        'Fragen Sie nach der bisherigen Anwendungsdauer. Wer ein abschwellendes Nasenspray länger als eine Woche benutzt, riskiert eine dauerhaft geschwollene Schleimhaut (Rebound-Effekt, Privinismus).',
        'Empfehlen Sie zum Entwöhnen die Ein-Loch-Methode: zunächst nur noch ein Nasenloch behandeln, nach einigen Tagen das andere.',
        'Schwangere und Stillende verweisen Sie vor der Anwendung an ihre Ärztin oder ihren Arzt.',
      ],
    },
    {
      heading: 'Argumente im Verkaufsgespräch',
      paragraphs: [
        'Beide Stärken sind frei von Konservierungsmitteln und daher schonend für die Nasenschleimhaut.',
        'Die Dosierpumpe gibt pro Sprühstoß genau 0,07 ml Lösung ab.',
      ],
    },
    {
      heading: 'Wissenscheck',
      paragraphs: [
        'Frage 1: Eine Mutter fragt nach einem Nasenspray für ihre dreijährige Tochter. Welche Stärke empfehlen Sie? Lösung: Nasiclar 0,05 %.',
        'Frage 2: Ein Kunde benutzt seit drei Wochen täglich Nasenspray. Was raten Sie? Lösung: Ärztliche Abklärung und Entwöhnung.',
      ],
    },
  ],
}

export const coughTraining: EvalDocument = {
  name: 'husten-schulung.pdf',
  language: 'de',
  type: 'training',
  product: null,
  title: 'Schulung Selbstmedikation: Husten richtig einordnen – Tussilon und Tussilan',
  header: 'Veltara Pharma GmbH · Schulung Apothekenteam · Modul 3',
  version: 'Stand 01/2025',
  current: true,
  contents: true,
  sections: [
    {
      heading: 'Reizhusten oder festsitzender Husten?',
      paragraphs: [
        'Trockener Reizhusten ohne Auswurf quält vor allem nachts. Festsitzender, produktiver Husten geht mit zähem Schleim einher, der abgehustet werden soll.',
        'Die Namen unserer Hustenmittel klingen ähnlich, sie wirken aber ganz verschieden: Tussilon Kapseln mit Dextromethorphan stillen den Hustenreiz, Tussilan Sirup mit Ambroxol löst den Schleim.',
      ],
    },
    {
      heading: 'Tussilon 15 mg Hartkapseln',
      paragraphs: [
        'Hustenstiller für Erwachsene und Jugendliche ab 12 Jahren. Die Wirkung hält etwa 6 Stunden an.',
        'Nicht bei Asthma und nicht zusammen mit Antidepressiva vom Typ der MAO-Hemmer. Achten Sie auf Hinweise auf Missbrauch, etwa wenn junge Kunden wiederholt große Mengen verlangen.',
      ],
    },
    {
      heading: 'Tussilan Hustensirup',
      paragraphs: [
        'Schleimlöser für Kinder ab 2 Jahren und Erwachsene. Der Sirup schmeckt nach Himbeere und wird mit dem Messbecher dosiert.',
        'Tipp für die Beratung: die letzte Einnahme am späten Nachmittag, damit der gelöste Schleim nicht den Nachtschlaf stört.',
      ],
    },
    {
      heading: 'Nie zusammen',
      paragraphs: [
        'Hustenstiller und Schleimlöser dürfen nicht gleichzeitig angewendet werden: der gelöste Schleim kann sonst nicht abgehustet werden und staut sich in den Bronchien.',
      ],
    },
    {
      heading: 'Wann zum Arzt?',
      paragraphs: [
        'Husten länger als 2 Wochen, Fieber über 39 °C, Atemnot, blutiger oder eitriger Auswurf und Husten bei Säuglingen gehören in ärztliche Hände.',
      ],
    },
  ],
}

export const claimsList: EvalDocument = {
  name: 'claims-liste-otc-2024.docx',
  language: 'de',
  type: 'claims',
  product: null,
  title: 'Claims-Liste OTC: freigegebene Werbeaussagen',
  header: 'Veltara Pharma GmbH · Marketing · Vertraulich – nur zur internen Verwendung',
  version: 'Stand 11/2024',
  current: true,
  contents: true,
  sections: [
    {
      heading: 'Geltungsbereich und Pflichttext',
      paragraphs: [
        'Diese Liste gilt für alle Werbemittel in Deutschland (Print, Online, Schaufenster, Außendienst). Aussagen, die hier nicht stehen, sind nicht freigegeben.',
        'Pflichttext nach § 4 HWG in jedem Werbemittel: „Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke.“',
      ],
    },
    {
      heading: 'Arnivel Schmerzgel 1 %',
      paragraphs: [
        'Freigegeben: „Lindert Schmerzen bei Prellungen, Zerrungen und Verstauchungen.“ Beleg: Fachinformation, Abschnitt 4.1.',
        'Freigegeben: „Angenehm kühlend.“ Beleg: Anwendertest 2022 mit 120 Teilnehmenden.',
        'Nicht freigegeben: „Schmerzfrei in einer Stunde.“',
      ],
    },
    {
      heading: 'Arnivel Schmerzgel 2 %',
      paragraphs: [
        'Freigegeben: „12 Stunden Schmerzlinderung – nur 2-mal täglich auftragen.“ Beleg: Studie VP-DIC-2019-03 mit 238 Patienten.',
        'Freigegeben: „Doppelte Wirkstoffkonzentration im Vergleich zu Arnivel Schmerzgel 1 %.“',
        'Nicht freigegeben: Aussagen zu Sportlern unter 18 Jahren.',
      ],
    },
    {
      heading: 'Nasiclar 0,05 % und 0,1 %',
      paragraphs: [
        'Freigegeben für Nasiclar 0,1 %: „Freie Nase in wenigen Minuten – bis zu 10 Stunden.“ Beleg: Studie VP-XYL-2018-01.',
        'Freigegeben für Nasiclar 0,05 %: „Bis zu 8 Stunden freie Nase für Kinder von 2 bis 6 Jahren.“',
        'Freigegeben für beide Stärken: „Ohne Konservierungsmittel.“',
      ],
    },
    {
      heading: 'Tussilon und Tussilan',
      paragraphs: [
        'Freigegeben für Tussilon: „Stillt Reizhusten bis zu 6 Stunden.“ Beleg: Studie VP-DEX-2020-02 mit 150 Patienten.',
        'Freigegeben für Tussilan: „Löst festsitzenden Schleim.“ Beleg: Fachinformation, Abschnitt 4.1.',
        'Nicht freigegeben für Tussilan: „Für Kinder jeden Alters“, da erst ab 2 Jahren zugelassen.',
      ],
    },
    {
      heading: 'Freigabe',
      paragraphs: [
        'Geprüft von Medical Affairs und Regulatory Affairs; freigegeben am 12.11.2024. Die nächste Überprüfung ist für Mai 2025 geplant.',
      ],
    },
  ],
}

export const pressMagnavit: EvalDocument = {
  name: 'pressemitteilung-magnavit.md',
  language: 'de',
  type: 'press',
  product: 'Magnavit 300 mg',
  title: 'Pressemitteilung: Magnavit 300 mg Brausetabletten – neu in der Apotheke',
  header: 'Veltara Pharma GmbH · Presse',
  version: 'Hamburg, 18. März 2025',
  current: true,
  sections: [
    {
      heading: 'Neu ab April',
      paragraphs: [
        'Hamburg, 18. März 2025 – Die Veltara Pharma GmbH bringt Magnavit 300 mg Brausetabletten ab dem 1. April 2025 in die deutschen Apotheken.',
        'Eine Brausetablette mit Orangengeschmack liefert 300 mg Magnesium und deckt damit den Tagesbedarf eines Erwachsenen zu großen Teilen.',
      ],
    },
    {
      heading: 'Studie zu Wadenkrämpfen',
      paragraphs: [
        'In einer Anwendungsbeobachtung mit 240 Teilnehmenden berichteten 7 von 10 nach vier Wochen über seltenere nächtliche Wadenkrämpfe.',
        '„Magnesium ist eines der meistgefragten Mineralstoffpräparate in der Apotheke“, sagt Dr. Lena Hoffmann, Leiterin Medizin bei Veltara.',
      ],
    },
    {
      heading: 'Packung und Preis',
      paragraphs: ['Die Packung mit 20 Brausetabletten kostet 6,95 € (unverbindliche Preisempfehlung).'],
    },
    {
      heading: 'Über Veltara Pharma',
      paragraphs: [
        'Veltara Pharma ist ein mittelständisches Arzneimittelunternehmen mit Sitz in Hamburg und 420 Beschäftigten. Es entwickelt und vertreibt rezeptfreie Arzneimittel in Deutschland, Frankreich und Großbritannien.',
      ],
    },
    {
      heading: 'Pressekontakt',
      paragraphs: ['Julia Brandt, Unternehmenskommunikation, Telefon 040 555 0177, presse@veltara.example'],
    },
  ],
}

export const faqDe: EvalDocument = {
  name: 'faq-apotheken.md',
  language: 'de',
  type: 'faq',
  product: null,
  title: 'Häufige Fragen aus Apotheken an den Kundenservice',
  header: 'Veltara Pharma GmbH · Kundenservice',
  version: 'Stand 02/2025',
  current: true,
  sections: [
    {
      heading: 'Bis wann muss ich bestellen, damit die Ware morgen da ist?',
      paragraphs: [
        'Bestellungen, die bis 14 Uhr eingehen, verlassen unser Lager am selben Werktag. Die Zustellung dauert 1 bis 2 Werktage.',
      ],
    },
    {
      heading: 'Nehmen Sie verfallene Ware zurück?',
      paragraphs: [
        'Ja, bis 6 Monate nach Ablauf des Verfalldatums. Wir schreiben 50 % des Einkaufspreises gut. Bitte fordern Sie vorher eine Retourennummer an.',
      ],
    },
    {
      heading: 'Darf ich Arnivel Schmerzgel 2 % an Jugendliche abgeben?',
      paragraphs: [
        'Nein. Arnivel Schmerzgel 2 % ist erst ab 18 Jahren zugelassen. Für Jugendliche ab 14 Jahren eignet sich Arnivel Schmerzgel 1 %.',
      ],
    },
    {
      heading: 'Ist Nasiclar konservierungsmittelfrei?',
      paragraphs: [
        'Ja, beide Stärken enthalten kein Benzalkoniumchlorid und keine anderen Konservierungsmittel.',
      ],
    },
    {
      heading: 'Gibt es Tussilan noch in der 200-ml-Flasche?',
      paragraphs: [
        'Nein. Seit dem 1. Juli 2024 liefern wir Tussilan Hustensirup nur noch in der 100-ml-Flasche.',
      ],
    },
    {
      heading: 'Wie erreiche ich den Kundenservice?',
      paragraphs: [
        'Telefonisch unter 0800 555 0190 (kostenfrei) von Montag bis Freitag zwischen 8 und 18 Uhr oder per E-Mail an service@veltara.example.',
      ],
    },
    {
      heading: 'Wie melde ich eine Nebenwirkung?',
      paragraphs: [
        'Nebenwirkungen melden Sie an unsere Arzneimittelsicherheit: pharmakovigilanz@veltara.example oder Telefon 040 555 0199, rund um die Uhr erreichbar.',
      ],
    },
  ],
}

export const otherDocumentsDe: readonly EvalDocument[] = [
  nasiclarTraining,
  coughTraining,
  claimsList,
  pressMagnavit,
  faqDe,
]
