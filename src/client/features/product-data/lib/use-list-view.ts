import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import type { CompiledResource } from '../../../../shared/manifest/resource-types.ts'
import { parseListSearch, toListSearch, type ListView } from './list-view.ts'

/**
 * The list view held in the URL: read and validated on every render, written back with only what
 * differs from the default. Paging, sorting and filters push history entries, so Back undoes them.
 */
export function useListView(resource: CompiledResource) {
  const raw = useSearch({ strict: false }) as Readonly<Record<string, unknown>>
  const navigate = useNavigate()
  const view = useMemo(() => parseListSearch(resource, raw), [resource, raw])
  const setView = useCallback(
    (change: Partial<ListView>, { replace = false } = {}) => {
      const next: ListView = { ...view, ...change }
      void navigate({ to: '.', search: toListSearch(resource, next) as never, replace })
    },
    [navigate, resource, view],
  )
  return [view, setView] as const
}
