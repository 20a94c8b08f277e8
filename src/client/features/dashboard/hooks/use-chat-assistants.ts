import { useEffect, useState } from 'react'
import { routeAccess } from '../../../../generated/route-access.gen.ts'
import { findRouteForPath } from '../../../../shared/manifest/match-path.ts'
import { canAccess } from '../../../../shared/policy/can-access.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { listChatAssistants, type ChatAssistant } from '../api/list-chat-assistants.ts'

export type ChatAssistantsState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; assistants: ChatAssistant[] }

/** The chatbot a dashboard card opens; the user's group may have none (then the dashboard lists no assistants). */
export const CHATBOT_PATH = '/ai-services/chatbot/'

/**
 * The assistants the user may chat with, asked for once the dashboard has been drawn: the server's
 * page and the app's first render draw the section's place without them (the first paint's bytes and
 * requests stay as they were, decision 0089); off where the user may open no chatbot.
 */
export function useChatAssistants(): ChatAssistantsState {
  const user = useSessionUser()
  const route = findRouteForPath(routeAccess, `${CHATBOT_PATH}x`)
  const allowed = Boolean(user && route && canAccess(user, route.access))
  const [state, setState] = useState<ChatAssistantsState>(allowed ? { status: 'loading' } : { status: 'off' })
  useEffect(() => {
    if (!allowed) return
    let live = true
    listChatAssistants()
      .then((assistants) => live && setState({ status: 'ready', assistants }))
      .catch(() => live && setState({ status: 'failed' }))
    return () => {
      live = false
    }
  }, [allowed])
  return allowed ? state : { status: 'off' }
}
