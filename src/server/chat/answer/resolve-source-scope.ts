// Step 1 of an answer: which sources it may draw on. The source mode comes from the thread's expert
// settings (customizable chatbots only) or the assistant version; whether internal sources are
// allowed comes from the route the thread was created on and the user's level, never the request.
import type { SessionUser } from '../../db/sessions.ts'
import type { AssistantView } from '../assistants/assistant-view.ts'
import { chatRoutes, internalSourceLevels } from '../chat-routes.ts'
import type { ThreadRow } from '../thread-store.ts'

export type SourceMode = 'files' | 'general' | 'internal' | 'all'
export const sourceModes: readonly SourceMode[] = ['files', 'general', 'internal', 'all']

export interface SourceScope {
  readonly mode: SourceMode
  /** Whether passages are retrieved at all (not in `general`). */
  readonly retrieve: boolean
  /** Data-pool collections: none (thread and assistant files only), the internal ones, all, or these ids. */
  readonly collections: 'none' | 'internal' | 'all' | string[]
  readonly includeInternal: boolean
  /** The product master (read with the user's own rights) is a source in the internal and all modes. */
  readonly products: boolean
  /** Strict modes answer "nothing found" without a model when no passage is relevant. */
  readonly strict: boolean
}

export function resolveSourceScope(user: SessionUser, thread: ThreadRow, assistant: AssistantView): SourceScope {
  const route = chatRoutes.get(thread.route)
  const expertMode = route?.expert ? (thread.settings.sourceMode as SourceMode | undefined) : undefined
  const mode: SourceMode = expertMode ?? (sourceModes.includes(assistant.sourceMode as SourceMode) ? (assistant.sourceMode as SourceMode) : 'files')
  const includeInternal =
    route?.sources === 'external' ? false : route?.sources === 'internal' ? true : route !== undefined && internalSourceLevels.includes(user.role)
  const narrowed = assistant.collectionIds.length > 0 ? [...assistant.collectionIds] : undefined
  const collections: SourceScope['collections'] =
    mode === 'files' || mode === 'general' ? 'none' : mode === 'internal' ? (includeInternal ? (narrowed ?? 'internal') : 'none') : (narrowed ?? 'all')
  return {
    mode,
    retrieve: mode !== 'general',
    collections,
    includeInternal,
    products: mode === 'internal' || mode === 'all',
    strict: mode === 'files' || mode === 'internal',
  }
}
