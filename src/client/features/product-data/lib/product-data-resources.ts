import { resources, type ResourceId } from '../../../../generated/resources.gen.ts'
import type { CompiledResource, CompiledResourceField, ShownField } from '../../../../shared/manifest/resource-types.ts'

export type { ResourceId }

/** A compiled list whose id is known to be one of the manifest's (and so of the API's). */
export type ListResource = CompiledResource & { readonly id: ResourceId }

/** Every product-data list of the manifest, by id. */
const BY_ID: ReadonlyMap<string, ListResource> = new Map(resources.map((resource) => [resource.id, resource as ListResource]))

export function isResourceId(id: string): id is ResourceId {
  return BY_ID.has(id)
}

export function resourceById(id: ResourceId): ListResource {
  return BY_ID.get(id) as ListResource
}

/** The list a reference field points at. */
export function targetOf(field: Pick<CompiledResourceField, 'to'>): ListResource | undefined {
  return field.to && isResourceId(field.to) ? resourceById(field.to) : undefined
}

/**
 * The list behind a /services/<list> route. The manifest names those routes `services-<list id>`
 * (manifest/routes-services.yaml), so the route's id is enough and the page needs no props.
 */
export function resourceForRouteId(routeId: string | undefined): ListResource | undefined {
  const id = routeId?.replace(/^services-/, '')
  return id && isResourceId(id) ? resourceById(id) : undefined
}

export function fieldOf(resource: CompiledResource, name: string): CompiledResourceField | undefined {
  return resource.fields.find((field) => field.name === name)
}

/** What a column shows: a field, or a derived field (read-only, computed by the server). */
export function shownFieldOf(resource: CompiledResource, name: string): ShownField | undefined {
  return fieldOf(resource, name) ?? resource.derived.find((derived) => derived.name === name)
}

/** Every list, in the manifest's order (dependencies first, as uploads should go). */
export const listResources: readonly ListResource[] = [...BY_ID.values()]
