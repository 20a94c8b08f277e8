import type { components, paths } from '../../../lib/api-types.ts'

/** An upload job: its file, status, progress, counts and the column mapping it used. */
export type BulkUpload = components['schemas']['BulkUpload']
export type BulkUploadListItem = components['schemas']['BulkUploadListItem']
export type BulkUploadRow = components['schemas']['BulkUploadRow']
export type TextEncoding = components['schemas']['TextEncoding']

/** The encodings a CSV can be read in; the server detects one, the user may choose another. */
export const TEXT_ENCODINGS: readonly TextEncoding[] = ['utf-8', 'windows-1252', 'utf-16le', 'utf-16be']
export type BulkUploadStatus = BulkUpload['status']
export type CreateBulkUploadBody = paths['/api/bulk-uploads']['post']['requestBody']['content']['application/json']
export type BulkUploadRowsQuery = NonNullable<paths['/api/bulk-uploads/{jobId}/preview']['get']['parameters']['query']>

/** Statuses the server is still working in: the page polls until the job leaves them. */
export const WORKING_STATUSES: readonly BulkUploadStatus[] = ['validating', 'committing']
