import type { components, paths } from '../../../lib/api-types.ts'

/** An upload job: its file, status, progress, counts and the column mapping it used. */
export type BulkUpload = components['schemas']['BulkUpload']
export type BulkUploadRow = components['schemas']['BulkUploadRow']
export type BulkUploadStatus = BulkUpload['status']
export type CreateBulkUploadBody = paths['/api/bulk-uploads']['post']['requestBody']['content']['application/json']
export type BulkUploadRowsQuery = NonNullable<paths['/api/bulk-uploads/{jobId}/preview']['get']['parameters']['query']>

/** Statuses the server is still working in: the page polls until the job leaves them. */
export const WORKING_STATUSES: readonly BulkUploadStatus[] = ['validating', 'committing']
