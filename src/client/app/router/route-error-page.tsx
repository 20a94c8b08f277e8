import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorPage } from '../../components/error-page.tsx'

/** Rendering errors inside the router: in routed areas a retry reloads the page (spec section 4). */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  return <ErrorPage error={error} onRetry={() => window.location.reload()} />
}
