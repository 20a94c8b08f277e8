import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBulkUpload } from './get-bulk-upload.ts'

const JOB = { id: '9d000000-0000-4000-8000-000000000001', resource: 'pzns', status: 'committing' }

afterEach(() => vi.unstubAllGlobals())

describe('useBulkUpload', () => {
  it('refreshes the history and the list once the server has finished the commit', async () => {
    const statuses = ['committing', 'committed']
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ...JOB, status: statuses.shift() ?? 'committed' }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    )
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const { result } = renderHook(() => useBulkUpload(JOB.id), { wrapper })
    await waitFor(() => expect(result.current.data?.status).toBe('committing'))
    expect(invalidate).not.toHaveBeenCalled()
    await waitFor(() => expect(result.current.data?.status).toBe('committed'), { timeout: 10_000 })
    await waitFor(() => expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['bulk-uploads', 'list'], ['resources', 'pzns']]))
  })
})
