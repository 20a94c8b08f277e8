// Lookups over the compiled resources: a list by id, its table, its fields and the lists that refer to it.
import type { SQL } from 'drizzle-orm'
import { resources } from '../../../generated/resources.gen.ts'
import messagesEn from '../../../generated/messages-en.gen.ts'
import type { CompiledResource, CompiledResourceField } from '../../../shared/manifest/resource-types.ts'
import type { FieldError as RowFieldError } from '../../../shared/resources/index.ts'
import { fieldError, type FieldError, type FieldErrorParams } from '../../lib/http-error.ts'
import type { Database } from '../connect.ts'
import { resourceTables, type ResourceTable } from './tables.ts'

export const allResources = resources as readonly CompiledResource[]
export const resourceIds = allResources.map((r) => r.id)

export function findResource(id: string): CompiledResource | undefined {
  return allResources.find((r) => r.id === id)
}

export function tableOf(resource: CompiledResource): ResourceTable {
  return resourceTables.get(resource.id)!
}

export function fieldOf(resource: CompiledResource, name: string): CompiledResourceField | undefined {
  return resource.fields.find((f) => f.name === name)
}

export const isTenantOwned = (resource: CompiledResource) => resource.ownership === 'tenant'

/** Lists with a reference field pointing at `resource`, and that field. */
export function referrersOf(
  resource: CompiledResource,
): { resource: CompiledResource; field: CompiledResourceField }[] {
  return allResources.flatMap((other) =>
    other.fields
      .filter((f) => f.type === 'reference' && f.to === resource.id)
      .map((field) => ({ resource: other, field })),
  )
}

/**
 * A field error of the shared row checks as the API's fieldErrors carry it: the stable code, the
 * English text of its message key with the parameters filled in, and the parameters themselves.
 */
export function toApiFieldError(error: RowFieldError): FieldError {
  const template = messagesEn[error.messageKey] ?? error.code
  const message = template.replace(/\{(\w+)\}/g, (whole, name: string) => String(error.params[name] ?? whole))
  return fieldError(error.code, message, error.params)
}

/** A field error the server adds (references, uniqueness), in the same shape. */
export function serverFieldError(code: string, message: string, params: FieldErrorParams = {}): FieldError {
  return fieldError(code, message, params)
}

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
