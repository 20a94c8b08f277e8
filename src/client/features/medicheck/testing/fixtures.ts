// Answers of the medicine-check API for the pages' component tests, in the shapes the server sends.
import type {
  Finding,
  ItemDetail,
  ItemFinding,
  ItemRow,
  KeywordList,
  SafetyCase,
} from '../api/medicheck-types.ts'

export const at = '2026-11-20T10:00:00Z'
export const aeText =
  'Seit ich Zyrtomax nehme, habe ich starken Ausschlag am Arm. <img src=x onerror=alert(1)> Meine Ärztin weiß Bescheid.'
const quote = 'Seit ich Zyrtomax nehme, habe ich starken Ausschlag am Arm.'

export function itemRowOf(fields: Partial<ItemRow> = {}): ItemRow {
  return {
    id: 'i1',
    title: 'Forum: Ausschlag nach Zyrtomax',
    sourceId: null,
    sourceKind: 'paste',
    sourceTitle: null,
    language: 'de',
    url: null,
    publishedAt: at,
    fetchedAt: at,
    status: 'matched',
    errorCode: null,
    hitCounts: { own: 1, ae: 1 },
    products: ['Zyrtomax'],
    latestResult: {
      profile: 'pvScreening',
      status: 'ok',
      createdAt: at,
      relevance: 87,
      summary: 'Eine Patientin berichtet Ausschlag nach Zyrtomax.',
      promptVersion: 1,
      modelLabel: 'Skript-Modell',
    },
    openFindings: { total: 1, byType: { aeSuspected: 1 } },
    ...fields,
  }
}

export function findingOf(fields: Partial<Finding> = {}): Finding {
  return {
    id: 'f1',
    tool: 'medicheck',
    itemId: 'i1',
    itemTitle: 'Forum: Ausschlag nach Zyrtomax',
    itemUrl: null,
    sourceId: null,
    sourceTitle: null,
    publishedAt: at,
    fetchedAt: at,
    second: null,
    sentiment: null,
    safetyCaseId: null,
    origin: 'model',
    type: 'aeSuspected',
    product: 'Zyrtomax',
    detail: 'starken Ausschlag am Arm',
    patientPresent: true,
    reporterPresent: false,
    quote,
    quoteStart: 0,
    quoteEnd: quote.length,
    reason: null,
    reviewStatus: 'open',
    dismissReason: null,
    reviewedBy: null,
    reviewedAt: null,
    createdAt: at,
    ...fields,
  }
}

/** A finding as the item's drill-down carries it. */
export function itemFindingOf(finding: Finding): ItemFinding {
  const {
    tool: _tool,
    itemId: _itemId,
    itemTitle: _itemTitle,
    itemUrl: _itemUrl,
    sourceId: _sourceId,
    sourceTitle: _sourceTitle,
    publishedAt: _publishedAt,
    fetchedAt: _fetchedAt,
    safetyCaseId: _safetyCaseId,
    ...rest
  } = finding
  return rest
}

export function itemDetailOf(fields: Partial<ItemDetail> = {}): ItemDetail {
  const start = aeText.indexOf('Zyrtomax')
  return {
    id: 'i1',
    title: 'Forum: Ausschlag nach Zyrtomax',
    language: 'de',
    sourceId: null,
    sourceKind: 'paste',
    source: null,
    url: null,
    publishedAt: at,
    fetchedAt: at,
    status: 'matched',
    errorCode: null,
    text: aeText,
    hits: [
      {
        keywordId: 'k1',
        term: 'Zyrtomax',
        listKind: 'own',
        start,
        end: start + 'Zyrtomax'.length,
        matched: 'Zyrtomax',
      },
    ],
    results: [
      {
        id: 'r1',
        runId: 'run1',
        trial: false,
        status: 'ok',
        errorCode: null,
        errorDetail: null,
        output: { relevance: 87, products: ['Zyrtomax'] },
        relevance: 87,
        summary: 'Eine Patientin berichtet Ausschlag nach Zyrtomax.',
        promptVersion: 1,
        modelLabel: 'Skript-Modell',
        profile: 'pvScreening',
        createdAt: at,
      },
    ],
    findings: [itemFindingOf(findingOf())],
    ...fields,
  }
}

export const keywordLists: KeywordList[] = [
  {
    id: 'l1',
    kind: 'own',
    name: 'Eigene Produkte',
    keywords: [{ id: 'k1', term: 'Zyrtomax', aliases: ['Zyrto'], language: null }],
  },
  {
    id: 'l2',
    kind: 'ae',
    name: 'Nebenwirkungsbegriffe',
    keywords: [{ id: 'k2', term: 'Ausschlag', aliases: [], language: 'de' }],
  },
]

export const erika = { id: 'u9', username: 'Erika' }

export function safetyCaseOf(fields: Partial<SafetyCase> = {}): SafetyCase {
  return {
    id: 'c1',
    status: 'open',
    via: 'review',
    tool: 'medicheck',
    findingId: 'f1',
    findingType: 'aeSuspected',
    itemId: 'i1',
    itemTitle: 'Forum: Ausschlag nach Zyrtomax',
    language: 'de',
    product: 'Zyrtomax',
    reaction: 'starken Ausschlag am Arm',
    quote,
    sourceTitle: 'Gesundheitsforum',
    sourceUrl: 'https://forum.example/thread/1',
    firstSeenAt: at,
    publishedAt: at,
    elements: { patient: 'found', reporter: 'missing', product: 'found', reaction: 'found' },
    validReport: false,
    reviewStatus: 'forwarded',
    reviewedBy: erika,
    reviewedAt: at,
    forwardedBy: erika,
    ruleId: null,
    ruleName: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
  }
}
