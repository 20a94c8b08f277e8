import type { RawResource } from './resource-raw.ts'

/**
 * Orders resources so that each comes after those it refers to. Required references and references
 * in a natural key must not form a cycle (rows could never be inserted or identified); optional
 * references are followed only where they do not create one.
 */
export function orderByDependencies(
  raw: readonly RawResource[],
  reportCycle: (resource: RawResource, message: string) => void,
): RawResource[] {
  const index = new Map(raw.map((r, i) => [r.id, i]))
  const dependencies = (r: RawResource, strongOnly: boolean) =>
    r.fields
      .filter((f) => f.type === 'reference' && f.to !== r.id && index.has(f.to ?? ''))
      .filter((f) => !strongOnly || f.required || r.naturalKey.includes(f.name))
      .map((f) => f.to!)
  const sort = (strongOnly: boolean) => {
    const done = new Set<string>()
    const order: RawResource[] = []
    for (let progressed = true; progressed;) {
      progressed = false
      for (const r of raw) {
        if (done.has(r.id) || !dependencies(r, strongOnly).every((to) => done.has(to))) continue
        done.add(r.id)
        order.push(r)
        progressed = true
      }
    }
    return { order, stuck: raw.filter((r) => !done.has(r.id)) }
  }
  const all = sort(false)
  if (all.stuck.length === 0) return all.order
  const strong = sort(true)
  const cycle = strong.stuck.map((r) => r.id).join(', ')
  for (const r of strong.stuck) {
    reportCycle(r, `'${r.id}' is part of a cycle of required or natural-key references (${cycle})`)
  }
  return [...strong.order, ...strong.stuck]
}

/** The natural key through references down to plain fields: brand.manufacturer.name, brand.name, name. */
export function expandNaturalKey(
  r: RawResource,
  byId: ReadonlyMap<string, RawResource>,
  prefix = '',
  seen: ReadonlySet<string> = new Set(),
): string[] {
  if (seen.has(r.id)) return []
  return r.naturalKey.flatMap((name) => {
    const field = r.fields.find((f) => f.name === name)
    const target = field?.type === 'reference' ? byId.get(field.to ?? '') : undefined
    return target
      ? expandNaturalKey(target, byId, `${prefix}${name}.`, new Set([...seen, r.id]))
      : [`${prefix}${name}`]
  })
}
