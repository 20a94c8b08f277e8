import type { CompiledResource } from '../shared/manifest/resource-types.ts'

/** src/generated/resources.gen.ts: every product-data list with its fields, access and table. */
export function emitResources(resources: readonly CompiledResource[], header: string): string {
  return `${header}
import type { CompiledResource } from '../shared/manifest/resource-types.ts'

/** The product-data lists, dependencies first: load or seed them in this order. */
export const resources = ${JSON.stringify(resources, null, 2)} as const satisfies readonly CompiledResource[]
export type ResourceId = (typeof resources)[number]['id']

`
}
