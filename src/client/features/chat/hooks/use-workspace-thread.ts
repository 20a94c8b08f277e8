import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { readStoredThread, storeThread, workspaceThreadKey } from '../lib/chat-storage.ts'
import { useChatRoute } from './use-chat-route.ts'

/** Workspaces with a `/$threadId` route (igepha-ai, bpi-ai, neres-ai); the others keep the thread in `?thread=`. */
const PATH_WORKSPACES = new Set(['igepha-ai', 'bpi-ai', 'neres-ai'])

/** The open thread of a workspace: from the path or `?thread=`, else the one stored for the route; and how to open another. */
export function useWorkspaceThread() {
  const route = useChatRoute()
  const navigate = useNavigate()
  const inPath = PATH_WORKSPACES.has(route.baseRouteId)
  const threadId = inPath ? route.pathThreadId : route.searchThreadId
  const storageKey = workspaceThreadKey(route.baseRouteId)

  const openThread = useCallback(
    (id: string | null, replace = false) => {
      if (inPath) void navigate({ to: id ? `/ai-services/${route.baseRouteId}/${encodeURIComponent(id)}` : `/ai-services/${route.baseRouteId}`, replace } as never)
      else void navigate({ to: '.', search: (id ? { thread: id } : {}) as never, replace })
    },
    [inPath, navigate, route.baseRouteId],
  )

  // Coming back to the workspace itself: the thread last open here.
  useEffect(() => {
    const stored = readStoredThread(storageKey)
    if (!threadId && stored) openThread(stored, true)
    // Only on arrival: "new chat" clears the stored thread before leaving it.
  }, [])

  const remember = useCallback((id: string | null) => storeThread(storageKey, id), [storageKey])
  return { ...route, threadId, openThread, remember, storageKey, inPath }
}
