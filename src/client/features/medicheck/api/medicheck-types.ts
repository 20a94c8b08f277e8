// The shapes of the medicine-check API (issue 39's contract) as these pages read them; those the
// contract (schema/openapi.yaml) already holds are its generated types, re-exported here.
import type { Finding } from './get-findings.ts'

export type { Finding } from './get-findings.ts'
export type { NotificationRule } from './get-notification-rules.ts'
export type { PromptProfile, PromptVersion } from './get-prompts.ts'
export type { Run } from './get-runs.ts'
export type { SafetyCase } from './get-safety-cases.ts'

export type SourceKind = 'feed' | 'url' | 'upload' | 'paste' | 'chat'
export type Schedule = 'manual' | 'hourly' | 'daily'
export type ReviewStatus = 'open' | 'confirmed' | 'dismissed' | 'forwarded'
export type Profile = 'pvScreening' | 'promoCheck'
export type ListKind = 'own' | 'competitor' | 'ingredient' | 'indication' | 'ae' | 'redFlag'

export const PROFILES: readonly Profile[] = ['pvScreening', 'promoCheck']
export const LIST_KINDS: readonly ListKind[] = [
  'own',
  'competitor',
  'ingredient',
  'indication',
  'ae',
  'redFlag',
]
export const AE_TYPES = ['aeSuspected', 'aePossibleKeywords'] as const
export const COMPLIANCE_TYPES = [
  'mandatoryTextMissing',
  'superlative',
  'comparison',
  'offLabel',
  'fairBalanceMissing',
  'healthClaim',
] as const
export const FINDING_TYPES = [...AE_TYPES, ...COMPLIANCE_TYPES] as const
export type FindingType = (typeof FINDING_TYPES)[number] | 'mention'

export interface Source {
  id: string
  kind: SourceKind
  title: string
  url: string | null
  schedule: Schedule
  enabled: boolean
  lastFetchedAt: string | null
  lastStatus: string | null
  lastError: string | null
  lastAdded: number
  itemCount?: number
  createdAt: string
}

export interface ResultSummary {
  profile: string
  status: 'ok' | 'failed'
  relevance: number | null
  summary: string | null
  promptVersion: number
  modelLabel: string | null
  createdAt: string
}

export interface ItemRow {
  id: string
  title: string
  sourceId: string | null
  sourceKind: SourceKind
  sourceTitle: string | null
  language: string | null
  url: string | null
  publishedAt: string | null
  fetchedAt: string
  status: string
  errorCode: string | null
  /** Hits by list kind. */
  hitCounts: Partial<Record<ListKind, number>>
  /** The own and competitor terms hit in the item. */
  products: string[]
  /** With the keyword filter: that keyword's hits in the item. */
  keywordHits?: number
  /** The newest result of a real run (trials are not results). */
  latestResult: ResultSummary | null
  openFindings: { total: number; byType: Partial<Record<string, number>> }
}

export interface ItemPage {
  items: ItemRow[]
  nextCursor: string | null
}

export interface KeywordHit {
  keywordId: string
  term: string
  listKind: ListKind
  start: number
  end: number
  matched: string
}

export interface ItemResult extends ResultSummary {
  id: string
  runId: string
  trial: boolean
  errorCode: string | null
  errorDetail: string | null
  output: Record<string, unknown> | null
}

/** A finding as the item's drill-down carries it (without its item's and case's columns). */
export type ItemFinding = Omit<
  Finding,
  | 'tool'
  | 'itemId'
  | 'itemTitle'
  | 'itemUrl'
  | 'sourceId'
  | 'sourceTitle'
  | 'publishedAt'
  | 'fetchedAt'
  | 'safetyCaseId'
>

export interface ItemDetail {
  id: string
  title: string
  text: string
  language: string | null
  sourceId: string | null
  sourceKind: SourceKind
  source: { id: string; title: string; kind: SourceKind } | null
  url: string | null
  publishedAt: string | null
  fetchedAt: string
  status: string
  errorCode: string | null
  hits: KeywordHit[]
  results: ItemResult[]
  findings: ItemFinding[]
  /** Chat items: the pseudonymous references of the threads the text came from. */
  chatThreads?: ChatThreadRef[]
}

export interface Keyword {
  id: string
  term: string
  aliases: string[]
  language: string | null
}

export interface KeywordList {
  id: string
  kind: ListKind
  name: string
  keywords: Keyword[]
}

export interface KeywordStats {
  terms: { keywordId: string; term: string; listKind: ListKind; hits: number; items: number }[]
  /** title is '' for items without a source (uploads, pasted texts): their kind says where they came from. */
  sources: { sourceId: string | null; title: string; sourceKind: SourceKind; hits: number; items: number }[]
  weeks: { week: string; keywordId: string; hits: number }[]
}

/** A chat thread as chat items name it: a reference only admins resolve (decision 0114). */
export interface ChatThreadRef {
  threadRef: string
  route: string
  sentAt: string
}

/** GET/PUT /api/medicheck/chat-source: chat messages of the tenant's chatbots as a source. */
export interface ChatSource {
  enabled: boolean
  enabledAt: string | null
  routes: { id: string; external: boolean; chosen: boolean; since: string | null }[]
  lastIntakeAt: string | null
  messagesTaken: number
}

/** GET /api/medicheck/chat-threads/{threadRef}: whose thread it is, for a PV follow-up. */
export interface ResolvedChatThread {
  threadRef: string
  route: string
  thread: { id: string; startedAt: string; user: { id: string; username: string; email: string } } | null
  messages: { itemId: string | null; sentAt: string }[]
}
