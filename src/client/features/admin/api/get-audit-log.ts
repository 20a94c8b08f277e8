import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type AuditQuery = NonNullable<paths['/api/audit']['get']['parameters']['query']>

/** GET /api/audit: one page of the audit log the caller may see. */
export async function getAuditLog(query: AuditQuery) {
  return unwrap(await apiClient.GET('/api/audit', { params: { query } }))
}

export function useAuditLog(query: AuditQuery) {
  return useQuery({ queryKey: ['audit', query], queryFn: () => getAuditLog(query), placeholderData: keepPreviousData })
}
