import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { components } from '../../../lib/api-types.ts'

export type ChatAssistant = components['schemas']['ChatAssistant']

/** GET /api/chat/assistants: the assistants the user may chat with (published, for their level), by name. */
export const listChatAssistants = async (): Promise<ChatAssistant[]> =>
  unwrap(await apiClient.GET('/api/chat/assistants')).assistants
