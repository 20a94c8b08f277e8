import type { Client } from 'openapi-fetch'
import { apiClient } from '../../../lib/api/api-client.ts'
import type { FieldValue } from '../../../../shared/resources/index.ts'

/** One row of a product-data list as the API returns it: the declared fields plus the system fields. */
export type ResourceRow = { readonly id: string } & Readonly<Record<string, FieldValue | undefined>>

/** GET /api/resources/{resource}: one page of rows. */
export interface ResourcePage {
  readonly items: readonly ResourceRow[]
  readonly total: number
  readonly page: number
  readonly pageSize: number
}

/** The view of a list as the API takes it; `filter` is sent as filter[<field>]=value. */
export interface ResourceListQuery {
  page?: number
  pageSize?: number
  sort?: string
  order?: 'asc' | 'desc'
  search?: string
  filter?: Record<string, string>
}

type Json<T> = { content: { 'application/json': T } }
type ErrorBody = Json<{ message: string; code?: string; fieldErrors?: Record<string, { code: string; message: string }> }>
type Operation<Params, Body, Answer> = {
  parameters: Params & { header?: never; cookie?: never }
  requestBody: Body extends never ? never : Json<Body>
  responses: { 200: Json<Answer>; 201: Json<Answer>; 400: ErrorBody; 403: ErrorBody; 404: ErrorBody; 409: ErrorBody }
}
type ResourcePath = { path: { resource: string } }
type RowPath = { path: { resource: string; id: string } }

/**
 * The generic resources API (issue 5, item 3) as the browser calls it. Written from the planned
 * contract while schema/openapi.yaml gains these paths; once it has them, `resourceClient` becomes
 * plain `apiClient` and these types come from api-types.ts.
 */
export interface ResourcePaths {
  '/api/resources/{resource}': {
    get: Operation<ResourcePath & { query?: ResourceListQuery }, never, ResourcePage>
    post: Operation<ResourcePath & { query?: never }, Record<string, unknown>, ResourceRow>
  }
  '/api/resources/{resource}/{id}': {
    get: Operation<RowPath & { query?: never }, never, ResourceRow>
    patch: Operation<RowPath & { query?: never }, Record<string, unknown>, ResourceRow>
    delete: Operation<RowPath & { query?: never }, never, unknown>
  }
  '/api/resources/{resource}/export': {
    get: Operation<ResourcePath & { query: ResourceListQuery & { format: 'csv' | 'xlsx' } }, never, Blob>
  }
}

// The same client object (same origin, same token middleware), typed with the paths above.
export const resourceClient = apiClient as unknown as Client<ResourcePaths>
