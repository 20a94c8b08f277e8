import { isResourceId, type ResourceId } from './product-data-resources.ts'

/** The bulk-upload page's URL: the chosen list and the job on show, so a reload or a shared link keeps both. */
export interface BulkUploadSearch {
  resource?: ResourceId
  job?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Keeps a known list id and a job id that looks like one; drops anything else. */
export function parseBulkUploadSearch(raw: Readonly<Record<string, unknown>>): BulkUploadSearch {
  const search: BulkUploadSearch = {}
  if (typeof raw.resource === 'string' && isResourceId(raw.resource)) search.resource = raw.resource
  if (typeof raw.job === 'string' && UUID.test(raw.job)) search.job = raw.job
  return search
}
