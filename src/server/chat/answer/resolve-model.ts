// Step 3: which model answers: the thread's expert model (customizable chatbots only), else the
// assistant version's, else the tenant's default (the platform room's resolveChatModel checks the
// allow-list and the budget). No model at all means the offline answer engine. Resolved before the
// stream starts, so a refusal is an ordinary JSON error and nothing is stored.
import { AiRefusal, resolveChatModel, type ResolvedChatModel } from '../../ai/gateway.ts'
import type { Database } from '../../db/connect.ts'
import { HttpError } from '../../lib/http-error.ts'
import { answerText, type AnswerLanguage } from '../answer-language.ts'
import type { AssistantView } from '../assistants/assistant-view.ts'
import { chatRoutes } from '../chat-routes.ts'
import type { ThreadRow } from '../thread-store.ts'

export type ProviderModel = Extract<ResolvedChatModel, { kind: 'provider' }>

export type ResolvedModel = { readonly kind: 'offline'; readonly label: string } | { readonly kind: 'provider'; readonly label: string; readonly model: ProviderModel }

export async function resolveModel(db: Database, thread: ThreadRow, assistant: AssistantView, language: AnswerLanguage): Promise<ResolvedModel> {
  const expertModel = chatRoutes.get(thread.route)?.expert && typeof thread.settings.modelId === 'string' ? thread.settings.modelId : null
  try {
    const resolved = await resolveChatModel(db, thread.tenantGroup, expertModel ?? assistant.modelId)
    if (resolved.kind === 'offline') return { kind: 'offline', label: answerText(language, 'chatAnswer.offlineModel') }
    return { kind: 'provider', label: resolved.label, model: resolved }
  } catch (error) {
    if (!(error instanceof AiRefusal)) throw error
    // Codes are the platform room's ai.* message keys, which the chat pages show in the user's language.
    if (error.code === 'ai.budgetExceeded') throw new HttpError(403, "This month's AI budget of your organisation is used up", { code: error.code })
    throw new HttpError(400, 'This model is not allowed for your organisation', { code: error.code })
  }
}
