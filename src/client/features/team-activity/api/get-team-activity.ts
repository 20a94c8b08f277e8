import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type TeamActivity = components['schemas']['TeamActivity']
/** team: a tenant's whole use (/ai-services/team-activity); chcmate: IGEPHA's CHC-mate assistants only. */
export type ActivityView = 'team' | 'chcmate'

export interface ActivityRange {
  /** The tenant to look at (team view only; only the ROOT of PARENT may name another). */
  group?: string
  from: string
  to: string
}

/** GET /api/team-activity or /api/team-activity/chcmate: the usage ledger's figures for the range. */
export async function getTeamActivity(view: ActivityView, range: ActivityRange): Promise<TeamActivity> {
  if (view === 'chcmate') return unwrap(await apiClient.GET('/api/team-activity/chcmate', { params: { query: { from: range.from, to: range.to } } }))
  return unwrap(await apiClient.GET('/api/team-activity', { params: { query: range } }))
}

export function useTeamActivity(view: ActivityView, range: ActivityRange) {
  return useQuery({ queryKey: ['team-activity', view, range], queryFn: () => getTeamActivity(view, range), placeholderData: keepPreviousData })
}
