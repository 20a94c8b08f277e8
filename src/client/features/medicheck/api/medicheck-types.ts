// The shapes of the medicine-check API (issue 39's contract) as these pages read them.

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
  relevance: number | null
  summary: string | null
  promptVersion: number
  modelLabel: string | null
  profile?: string
  products?: string[]
  createdAt?: string
}

export interface ItemRow {
  id: string
  title: string
  sourceId: string | null
  sourceKind: SourceKind
  sourceTitle?: string | null
  language: string | null
  url: string | null
  publishedAt: string | null
  fetchedAt: string
  status: string
  errorCode: string | null
  hitCounts: Partial<Record<ListKind, number>>
  latestResult: ResultSummary | null
  openFindings: number
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

export interface Finding {
  id: string
  itemId: string
  itemTitle?: string
  origin: 'keywords' | 'rule' | 'model'
  type: FindingType
  product: string | null
  detail: string | null
  patientPresent: boolean | null
  reporterPresent: boolean | null
  quote: string | null
  quoteStart: number | null
  quoteEnd: number | null
  reason: string | null
  reviewStatus: ReviewStatus
  dismissReason: string | null
  reviewedBy: string | null
  reviewedAt: string | null
  createdAt: string
}

export interface ItemResult extends ResultSummary {
  id: string
  runId: string
  status: 'ok' | 'failed'
  errorCode: string | null
  output: Record<string, unknown> | null
}

export interface ItemDetail extends ItemRow {
  text: string
  hits: KeywordHit[]
  results: ItemResult[]
  findings: Finding[]
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

export interface PromptVersion {
  id: string
  version: number
  instruction: string
  note: string | null
  inUse: boolean
  createdAt: string
  createdBy?: string | null
}

export interface PromptProfile {
  profile: Profile
  versions: PromptVersion[]
  outputSchema: unknown
}

export interface RunEstimate {
  items: number
  tokens: number
  /** null without a model, or when the model has no prices. */
  cost: number | null
  model: { id: string; label: string } | null
  /** Why no run can start now (analysisRun.noModel, ai.budgetExceeded ...); null: it can. */
  code: string | null
  budgetRemaining: number | null
}

export interface Run {
  id: string
  profile: string
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled'
  itemsTotal: number
  itemsDone: number
  itemsFailed: number
  modelLabel: string | null
  errorCode: string | null
  createdAt: string
}

export interface SafetyCase {
  id: string
  findingId: string
  itemId: string
  product: string | null
  reaction: string | null
  patientPresent: boolean | null
  reporterPresent: boolean | null
  quote: string | null
  sourceTitle: string | null
  sourceUrl: string | null
  firstSeenAt: string
  status: 'open' | 'exported' | 'closed'
  via: 'rule' | 'review'
  forwardedBy: string | null
  reviewedBy?: string | null
  createdAt: string
}

export interface NotificationRule {
  id: string
  name: string
  findingType: string
  product: string | null
  delivery: 'immediate' | 'digest'
  cooldownMinutes: number
  enabled: boolean
  lastFiredAt: string | null
}

export interface KeywordStats {
  terms: { keywordId: string; term: string; listKind: ListKind; hits: number; items: number }[]
  sources: { sourceId: string | null; title: string; hits: number }[]
  weeks: { week: string; keywordId: string; term: string; hits: number }[]
}
