// A safety case as a structured record for the PV system (decision 0098): the ICH E2B fields named as
// the E2B tags PV systems import (safetyreportid, receivedate, primarysourcereaction, medicinalproduct,
// ...), each with its E2B(R3) data element number in `elements`; what E2B has no element for (the
// four elements' presence, the web source, the review trail) under `tessera`, prefixed tessera_ in CSV.
import type { SafetyCaseDto } from './safety-cases.ts'

/** The E2B(R3) data element of each E2B field the record fills. */
export const e2bElements = {
  safetyreportid: 'C.1.1',
  transmissiondate: 'C.1.2',
  reporttype: 'C.1.3',
  receivedate: 'C.1.4',
  receiptdate: 'C.1.5',
  reportercountry: 'C.2.r.3',
  qualification: 'C.2.r.4',
  patientinitial: 'D.1',
  primarysourcereaction: 'E.i.1.1a',
  reactionlanguage: 'E.i.1.1b',
  reactionmeddraversionpt: 'E.i.2.1a',
  reactionmeddrapt: 'E.i.2.1b',
  drugcharacterization: 'G.k.1',
  medicinalproduct: 'G.k.2.2',
  narrativeincludeclinical: 'H.1',
} as const

/** E2B dates are CCYYMMDD. */
const e2bDate = (iso: string) => iso.slice(0, 10).replaceAll('-', '')
/** E.i.1.1b takes an ISO 639-2 code. */
const iso6392: Record<string, string> = { de: 'deu', fr: 'fra', en: 'eng', it: 'ita' }

export function safetyCaseRecord(safetyCase: SafetyCaseDto, now: Date) {
  return {
    standard: 'ICH E2B(R3)',
    elements: e2bElements,
    safetyreport: {
      safetyreportid: safetyCase.id,
      transmissiondate: e2bDate(now.toISOString()),
      // A report found in digital media is spontaneous (GVP Module VI.B.1.1.4).
      reporttype: 1,
      receivedate: e2bDate(safetyCase.firstSeenAt),
      // No follow-up information: the most recent is the first.
      receiptdate: e2bDate(safetyCase.firstSeenAt),
      primarysource: {
        // A media item does not say who the writer is professionally, nor where: unknown (nullFlavor UNK).
        qualification: null,
        qualificationNullFlavor: 'UNK',
        reportercountry: null,
        reportercountryNullFlavor: 'UNK',
      },
      patient: {
        // Presence is known (tessera.patientIdentifiable), the initials are not extracted.
        patientinitial: null,
        patientinitialNullFlavor: 'UNK',
        reaction: [
          {
            primarysourcereaction: safetyCase.reaction,
            reactionlanguage: safetyCase.language ? (iso6392[safetyCase.language] ?? null) : null,
            // Not coded: MedDRA coding is the PV system's step.
            reactionmeddraversionpt: null,
            reactionmeddrapt: null,
          },
        ],
        drug: [{ drugcharacterization: 1, medicinalproduct: safetyCase.product }],
        summary: { narrativeincludeclinical: safetyCase.quote },
      },
    },
    tessera: {
      status: safetyCase.status,
      via: safetyCase.via,
      tool: safetyCase.tool,
      findingId: safetyCase.findingId,
      findingType: safetyCase.findingType,
      itemId: safetyCase.itemId,
      itemTitle: safetyCase.itemTitle,
      patientIdentifiable: safetyCase.elements.patient,
      reporterIdentifiable: safetyCase.elements.reporter,
      suspectProduct: safetyCase.elements.product,
      reaction: safetyCase.elements.reaction,
      validReport: safetyCase.validReport,
      sourceTitle: safetyCase.sourceTitle,
      sourceUrl: safetyCase.sourceUrl,
      firstSeenAt: safetyCase.firstSeenAt,
      publishedAt: safetyCase.publishedAt,
      reviewStatus: safetyCase.reviewStatus,
      reviewedBy: safetyCase.reviewedBy?.username ?? null,
      reviewedAt: safetyCase.reviewedAt,
      forwardedBy: safetyCase.forwardedBy?.username ?? null,
      rule: safetyCase.ruleId ? { id: safetyCase.ruleId, name: safetyCase.ruleName } : null,
    },
  }
}
export type SafetyCaseRecord = ReturnType<typeof safetyCaseRecord>

/** The record as one CSV row: E2B names first, then tessera_ fields. */
export function safetyCaseCsvRow(record: SafetyCaseRecord): [string[], string[]] {
  const report = record.safetyreport
  const reaction = report.patient.reaction[0]!
  const drug = report.patient.drug[0]!
  const cells: [string, unknown][] = [
    ['safetyreportid', report.safetyreportid],
    ['transmissiondate', report.transmissiondate],
    ['reporttype', report.reporttype],
    ['receivedate', report.receivedate],
    ['receiptdate', report.receiptdate],
    ['reportercountry', report.primarysource.reportercountry],
    ['qualification', report.primarysource.qualification],
    ['patientinitial', report.patient.patientinitial],
    ['primarysourcereaction', reaction.primarysourcereaction],
    ['reactionlanguage', reaction.reactionlanguage],
    ['reactionmeddraversionpt', reaction.reactionmeddraversionpt],
    ['reactionmeddrapt', reaction.reactionmeddrapt],
    ['drugcharacterization', drug.drugcharacterization],
    ['medicinalproduct', drug.medicinalproduct],
    ['narrativeincludeclinical', report.patient.summary.narrativeincludeclinical],
    ...Object.entries(record.tessera).map(([key, value]): [string, unknown] => [
      `tessera_${key}`,
      value !== null && typeof value === 'object'
        ? (value as { name: string | null; id: string }).name || (value as { id: string }).id
        : value,
    ]),
  ]
  return [
    cells.map(([name]) => name),
    cells.map(([, value]) => (value === null || value === undefined ? '' : String(value))),
  ]
}
