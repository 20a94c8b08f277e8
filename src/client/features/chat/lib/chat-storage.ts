import { readStorage, removeStorage, writeStorage } from '../../../lib/storage-keys.ts'

// Spec storage keys (decision 0038). Logout removes every key containing `thread_id` or `disclaimerAcknowledged`.

/** The open thread of a classic chatbot: one per route and assistant. */
export const classicThreadKey = (routeId: string, assistantId: string) => `tessera.chat.${routeId}.${assistantId}.thread_id`

/** The open thread of a workspace: one per route (the `-thread` route shares its workspace's key). */
export const workspaceThreadKey = (routeId: string) => `tessera.chat.${routeId.replace(/-thread$/, '')}.thread_id`

export const disclaimerKey = (assistantId: string) => `tessera.assistant.${assistantId}.disclaimerAcknowledged`

export const readStoredThread = (key: string) => readStorage(key)

export function storeThread(key: string, threadId: string | null) {
  if (threadId) writeStorage(key, threadId)
  else removeStorage(key)
}

export const isDisclaimerAcknowledged = (assistantId: string) => readStorage(disclaimerKey(assistantId)) === 'true'

export const acknowledgeDisclaimer = (assistantId: string) => writeStorage(disclaimerKey(assistantId), 'true')
