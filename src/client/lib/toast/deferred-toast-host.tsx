import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isToastHostRequested, subscribeToToastRequests } from './toast-store.ts'

const ToastHost = lazy(() => import('./toast-host.tsx'))

/** Mounts the toast host when the first toast is asked for. */
export function DeferredToastHost() {
  const requested = useSyncExternalStore(subscribeToToastRequests, isToastHostRequested, () => false)
  return requested ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null
}
