import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'
import type { ActivityRange, ActivityView } from './get-team-activity.ts'

export type ActivityTable = 'day' | 'user' | 'assistant' | 'tile' | 'model'

/**
 * GET /api/team-activity/export (or .../chcmate/export): one table as CSV, its column titles and
 * separator in `locale` (the interface language), saved under the name the server gives it.
 */
export async function downloadTeamActivityCsv({ view, range, by, locale }: { view: ActivityView; range: ActivityRange; by: ActivityTable; locale: string }) {
  const header = { 'Accept-Language': locale }
  const result =
    view === 'chcmate'
      ? await apiClient.GET('/api/team-activity/chcmate/export', { params: { query: { from: range.from, to: range.to, by }, header }, parseAs: 'blob' })
      : await apiClient.GET('/api/team-activity/export', { params: { query: { ...range, by }, header }, parseAs: 'blob' })
  saveBlob(unwrap(result) as Blob, fileNameOf(result.response) ?? `team-activity-${by}.csv`)
}

export function useDownloadTeamActivityCsv() {
  return useMutation({ mutationFn: downloadTeamActivityCsv })
}
