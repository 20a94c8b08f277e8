import type { components, paths } from '../../../lib/api-types.ts'

/**
 * One row of a product-data list as the API returns it: the declared fields, the system fields, and
 * `labels`, the display text of each reference's target row.
 */
export type ResourceRow = components['schemas']['ResourceRow']

/** GET /api/resources/{resource}: one page of rows. */
export type ResourcePage = components['schemas']['ResourcePage']

/** A list request: page, pageSize, search, `sort` (`-field` descending), `filter` (`field:operator:value`, repeated). */
export type ResourceListQuery = NonNullable<paths['/api/resources/{resource}']['get']['parameters']['query']>

/** The lists the API serves (schema/openapi.yaml); the same as manifest/resources.yaml's ids. */
export type ApiResourceId = components['schemas']['ResourceId']
