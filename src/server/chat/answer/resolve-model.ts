// Step 3: which model answers. The platform room's resolveChatModel (src/server/ai/gateway.ts)
// decides from the thread's expert model, else the assistant's, else the tenant default, and checks
// the tenant's allowed models and budget. Until the gateway is on main no provider can be called,
// so every answer comes from the offline answer engine, the built-in default of a fresh install.
import type { Database } from '../../db/connect.ts'
import { answerText, type AnswerLanguage } from '../answer-language.ts'
import type { ChatAssistant } from '../assistant-lookup.ts'
import type { ThreadRow } from '../thread-store.ts'

export type ResolvedModel = { readonly kind: 'offline'; readonly label: string }

export async function resolveModel(_db: Database, _thread: ThreadRow, _assistant: ChatAssistant, language: AnswerLanguage): Promise<ResolvedModel> {
  return { kind: 'offline', label: answerText(language, 'chatAnswer.offlineModel') }
}
