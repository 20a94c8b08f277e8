// Checks an assistant's fields before a save, each failure with its own code so the form can say
// exactly what is wrong. The model must be one the tenant may chat with right now.
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { knowledgeCollections } from '../../db/ai-tables.ts'
import { listUsableChatModels } from '../../ai/gateway.ts'
import { fieldError, fieldErrors, type FieldError } from '../../lib/http-error.ts'
import { assistantLevels, sourceModes, type AssistantView } from './assistant-view.ts'

export type AssistantFields = Omit<AssistantView, 'id' | 'tenantGroup' | 'fixed' | 'status' | 'version'>

export const assistantLimits = { instructions: 20_000, starters: 8, starterLength: 200, maxAnswerTokens: 32_000, temperature: 2 } as const

/** Throws a 400 with one field error per bad field. */
export async function validateAssistantFields(db: Database, tenantGroup: string, fields: AssistantFields, before: AssistantView | null): Promise<void> {
  const errors: Record<string, FieldError> = {}
  if (fields.name.trim() === '') errors.name = fieldError('assistants.nameRequired', 'A name is required')
  if (fields.instructions.length > assistantLimits.instructions)
    errors.instructions = fieldError('assistants.instructionsTooLong', 'Instructions may have at most {max} characters', { max: assistantLimits.instructions })
  if (fields.temperature !== null && !(fields.temperature >= 0 && fields.temperature <= assistantLimits.temperature))
    errors.temperature = fieldError('assistants.temperatureRange', 'Temperature must be between 0 and {max}', { max: assistantLimits.temperature })
  if (fields.maxAnswerTokens !== null && !(Number.isInteger(fields.maxAnswerTokens) && fields.maxAnswerTokens >= 1 && fields.maxAnswerTokens <= assistantLimits.maxAnswerTokens))
    errors.maxAnswerTokens = fieldError('assistants.maxAnswerTokensRange', 'Maximum answer length must be between 1 and {max} tokens', { max: assistantLimits.maxAnswerTokens })
  if (fields.conversationStarters.length > assistantLimits.starters || fields.conversationStarters.some((starter) => starter.length > assistantLimits.starterLength))
    errors.conversationStarters = fieldError('assistants.startersInvalid', 'At most {max} conversation starters of at most {length} characters', {
      max: assistantLimits.starters,
      length: assistantLimits.starterLength,
    })
  if (!sourceModes.includes(fields.sourceMode)) errors.sourceMode = fieldError('assistants.sourceModeUnknown', 'Unknown source mode')
  if (before?.fixed && fields.sourceMode !== before.sourceMode)
    errors.sourceMode = fieldError('assistants.fixedSourceMode', 'The source mode of a fixed assistant follows the manifest')
  if (fields.levels.length === 0 || fields.levels.some((level) => !(assistantLevels as readonly string[]).includes(level)))
    errors.levels = fieldError('assistants.levelsInvalid', 'Choose one or more of the levels ROOT, ADMIN, WRITE, READ')
  if (fields.modelId !== null) {
    const usable = await listUsableChatModels(db, tenantGroup)
    if (!usable.some((model) => model.id === fields.modelId)) errors.modelId = fieldError('assistants.modelNotAllowed', 'This model is not allowed for the tenant')
  }
  if (fields.collectionIds.length > 0) {
    const found = await db
      .select({ id: knowledgeCollections.id })
      .from(knowledgeCollections)
      .where(and(eq(knowledgeCollections.tenantGroup, tenantGroup), inArray(knowledgeCollections.id, fields.collectionIds)))
    if (found.length !== new Set(fields.collectionIds).size) errors.collectionIds = fieldError('assistants.collectionUnknown', 'Unknown knowledge collection')
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}
