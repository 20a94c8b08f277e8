import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'
import type { Dimension } from './visibility-types.ts'

/** GET /api/visibility/projects/{id}/prompts/export: the prompts as CSV, saved under the server's name. */
export async function downloadPromptsCsv(projectId: string) {
  const result = await apiClient.GET('/api/visibility/projects/{projectId}/prompts/export', {
    params: { path: { projectId } },
    parseAs: 'blob',
  })
  saveBlob(unwrap(result) as unknown as Blob, fileNameOf(result.response) ?? 'prompts.csv')
}

/** GET /api/visibility/projects/{id}/figures/export: the figures of a dimension as CSV, or as XLSX with the answers behind them. */
export async function downloadFigures(
  projectId: string,
  dimension: Dimension,
  includeBranded: boolean,
  format: 'csv' | 'xlsx',
) {
  const result = await apiClient.GET('/api/visibility/projects/{projectId}/figures/export', {
    params: { path: { projectId }, query: { dimension, includeBranded, format } },
    parseAs: 'blob',
  })
  saveBlob(
    unwrap(result) as unknown as Blob,
    fileNameOf(result.response) ?? `visibility-${dimension}.${format}`,
  )
}
