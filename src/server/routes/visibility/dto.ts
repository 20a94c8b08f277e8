// What the visibility API sends: projects, prompts and runs as the pages read them.
import type { visibilityRuns } from '../../db/visibility-tables.ts'
import type { Project, TrackedPrompt } from '../../visibility/project-queries.ts'

export const toProjectDto = (p: Project) => ({
  id: p.id,
  name: p.name,
  clientGroup: p.clientGroup,
  brand: p.brand,
  brandAliases: p.brandAliases,
  ownDomains: p.ownDomains,
  competitors: p.competitors,
  markets: p.markets,
  topics: p.topics,
  engines: p.engines,
  cadence: p.cadence,
  samples: p.samples,
  approvedCollectionId: p.approvedCollectionId,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
})

export const toPromptDto = (p: TrackedPrompt) => ({
  id: p.id,
  projectId: p.projectId,
  text: p.text,
  topic: p.topic,
  category: p.category,
  market: p.market,
  language: p.language,
  branded: p.branded,
  active: p.active,
})

export const toRunDto = (r: typeof visibilityRuns.$inferSelect) => ({
  id: r.id,
  projectId: r.projectId,
  status: r.status,
  errorCode: r.errorCode,
  answersTotal: r.answersTotal,
  answersDone: r.answersDone,
  answersFailed: r.answersFailed,
  verdictsDone: r.verdictsDone,
  tokensUsed: r.tokensUsed,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
})
