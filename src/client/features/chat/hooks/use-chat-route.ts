import { useParams, useSearch } from '@tanstack/react-router'
import { useRouteId } from '../../../lib/use-route-title.ts'
import { parseChatSearch, validThreadId } from '../lib/chat-search.ts'

/** The chat page's route id and its validated params: `$assistantId`, `$threadId`, `?thread=`, `?new=1`. */
export function useChatRoute() {
  const routeId = useRouteId() ?? 'chatbot'
  const params = useParams({ strict: false }) as Readonly<Record<string, unknown>>
  const search = parseChatSearch(useSearch({ strict: false }) as Readonly<Record<string, unknown>>)
  const assistantId = typeof params.assistantId === 'string' && params.assistantId ? params.assistantId : null
  return {
    routeId,
    baseRouteId: routeId.replace(/-thread$/, ''),
    assistantId,
    pathThreadId: validThreadId(params.threadId),
    searchThreadId: search.thread ?? null,
    startNew: search.new === true,
  }
}
