// schema/openapi.yaml is the contract. It is read once at start; each route takes its request and
// response schemas from it by operationId, so the routes cannot drift from what the browser is typed against.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { storableTextKeyword } from './lib/storable-text.ts'

type Json = Record<string, unknown>

export const contractPath = fileURLToPath(new URL('../../schema/openapi.yaml', import.meta.url))

export interface ContractOperation {
  readonly operationId: string
  readonly method: string
  /** Path in OpenAPI form, e.g. /api/users/{userId}. */
  readonly path: string
  readonly operation: Json
  readonly pathParameters: readonly Json[]
}

export interface RouteSchema {
  body?: Json
  querystring?: Json
  params?: Json
  response: Record<string, Json>
}

export interface Contract {
  readonly document: Json
  readonly operations: readonly ContractOperation[]
  schemaFor(operationId: string): RouteSchema
}

const methods = ['get', 'put', 'post', 'patch', 'delete']

export function loadContract(path = contractPath): Contract {
  const document = parse(readFileSync(path, 'utf8')) as Json
  const resolved = resolveRefs(document, document) as Json
  const operations: ContractOperation[] = []
  for (const [apiPath, item] of Object.entries((resolved.paths ?? {}) as Record<string, Json>)) {
    for (const method of methods) {
      const operation = item[method] as Json | undefined
      if (!operation) continue
      operations.push({ operationId: String(operation.operationId), method: method.toUpperCase(), path: apiPath, operation, pathParameters: (item.parameters ?? []) as Json[] })
    }
  }
  const byId = new Map(operations.map((op) => [op.operationId, op]))
  return {
    document,
    operations,
    schemaFor(operationId) {
      const op = byId.get(operationId)
      if (!op) throw new Error(`schema/openapi.yaml has no operation ${operationId}`)
      return toRouteSchema(op)
    },
  }
}

/** OpenAPI path to Fastify path: /api/users/{userId} -> /api/users/:userId. */
export const toFastifyPath = (apiPath: string) => apiPath.replace(/\{(\w+)\}/g, ':$1')

function toRouteSchema(op: ContractOperation): RouteSchema {
  const parameters = [...op.pathParameters, ...((op.operation.parameters ?? []) as Json[])]
  const schema: RouteSchema = { response: {} }
  const group = (where: string) => {
    const selected = parameters.filter((p) => p.in === where)
    if (selected.length === 0) return undefined
    return {
      type: 'object',
      [storableTextKeyword]: true,
      additionalProperties: false,
      properties: Object.fromEntries(selected.map((p) => [p.name, withFiniteNumbers(p.schema)])),
      required: selected.filter((p) => p.required).map((p) => p.name),
    }
  }
  const params = group('path')
  const querystring = group('query')
  if (params) schema.params = params
  if (querystring) schema.querystring = querystring
  const body = ((op.operation.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined
  if (body?.schema) schema.body = { ...(withFiniteNumbers(body.schema) as Json), [storableTextKeyword]: true }
  for (const [status, response] of Object.entries((op.operation.responses ?? {}) as Record<string, Json>)) {
    const json = (response.content as Json | undefined)?.['application/json'] as Json | undefined
    if (json?.schema) schema.response[status] = json.schema as Json
  }
  return schema
}

/** The schema with the storable-text check on each number in it, which sees numbers after coercion. */
function withFiniteNumbers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withFiniteNumbers)
  if (!node || typeof node !== 'object') return node
  const object = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withFiniteNumbers(value)]))
  const types = [object.type].flat()
  return types.includes('integer') || types.includes('number') ? { ...object, [storableTextKeyword]: true } : object
}

/** Inlines local `$ref`s (the contract has no recursive schemas). */
function resolveRefs(node: unknown, root: Json, depth = 0): unknown {
  if (depth > 32) throw new Error('schema/openapi.yaml: $ref nesting too deep')
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, root, depth + 1))
  if (!node || typeof node !== 'object') return node
  const object = node as Json
  if (typeof object.$ref === 'string') {
    const target = object.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], root)
    if (target === undefined) throw new Error(`schema/openapi.yaml: unresolved $ref ${object.$ref}`)
    return resolveRefs(target, root, depth + 1)
  }
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, resolveRefs(value, root, depth + 1)]))
}
