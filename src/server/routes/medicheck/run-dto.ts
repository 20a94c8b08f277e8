// Medicheck runs as the API answers with them (schema/openapi.yaml).
import type { analysisRuns } from '../../db/analysis-tables.ts'

export const toRunDto = (row: typeof analysisRuns.$inferSelect, promptVersion: number) => ({
  id: row.id,
  profile: row.profile,
  promptId: row.promptId,
  promptVersion,
  modelLabel: row.modelLabel,
  status: row.status,
  itemsTotal: row.itemsTotal,
  itemsDone: row.itemsDone,
  itemsFailed: row.itemsFailed,
  estimatedTokens: row.estimatedTokens,
  estimatedCost: row.estimatedCost === null ? null : Number(row.estimatedCost),
  tokensUsed: row.tokensUsed,
  cost: row.cost === null ? null : Number(row.cost),
  errorCode: row.errorCode,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})
