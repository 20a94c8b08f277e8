import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { registerQueryCache } from './clear-queries.ts'
import { createAppQueryClient } from './query-client.ts'

// One cache per page load, kept while the user moves between signed-in pages. The dashboard asks
// for none, so this module (and TanStack Query) loads with the first page or dialog that does.
const queryClient = createAppQueryClient()
registerQueryCache(() => queryClient.clear())

/** `Component` under the page load's data cache. */
export function withQueryScope<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function QueryScoped(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    )
  }
  return QueryScoped
}

