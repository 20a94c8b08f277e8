// Keyword lists and keywords (read by every level of DEMO, changed by admins, each change recomputing
// the hits), own-product suggestions from the product master, and the keyword statistics.
import type { FastifyInstance } from 'fastify'
import {
  addKeyword,
  createList,
  deleteKeyword,
  deleteList,
  listKeywordLists,
  updateKeyword,
  updateList,
} from '../../analysis/keywords/keyword-lists.ts'
import { keywordStats, type KeywordStatsQuery } from '../../analysis/keywords/keyword-stats.ts'
import { suggestOwnProducts } from '../../analysis/keywords/product-suggestions.ts'
import { recomputeAfterListChange } from '../../analysis/keywords/recompute-hits.ts'
import type { Contract } from '../../contract.ts'
import { scopeOf } from './scope.ts'

type Body = { Body: Record<string, unknown> }
type ListParams = { Params: { listId: string } }
type KeywordParams = { Params: { keywordId: string } }

export default async function keywordRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get(
    '/api/medicheck/keyword-lists',
    { schema: contract.schemaFor('medicheck-keyword-lists-list') },
    async (request) => ({ items: await listKeywordLists(app.db, scopeOf(request)) }),
  )

  app.post<Body>(
    '/api/medicheck/keyword-lists',
    { schema: contract.schemaFor('medicheck-keyword-lists-create') },
    async (request, reply) => {
      const list = await createList(app.db, scopeOf(request), request.body ?? {})
      await app.audit(request, {
        action: 'analysis.keywordList.created',
        target: list.id,
        result: 'success',
        detail: { kind: list.kind, name: list.name },
      })
      return reply.status(201).send(list)
    },
  )

  app.patch<ListParams & Body>(
    '/api/medicheck/keyword-lists/:listId',
    { schema: contract.schemaFor('medicheck-keyword-lists-update') },
    async (request) => {
      const scope = scopeOf(request)
      const { list, kindChanged } = await updateList(app.db, scope, request.params.listId, request.body ?? {})
      const recompute = kindChanged
        ? await recomputeAfterListChange(app.db, scope.tenantGroup, scope.tool)
        : null
      await app.audit(request, {
        action: 'analysis.keywordList.changed',
        target: list.id,
        result: 'success',
        detail: { fields: Object.keys(request.body ?? {}) },
      })
      return { id: list.id, kind: list.kind, name: list.name, manifestKey: list.manifestKey, recompute }
    },
  )

  app.delete<ListParams>(
    '/api/medicheck/keyword-lists/:listId',
    { schema: contract.schemaFor('medicheck-keyword-lists-delete') },
    async (request, reply) => {
      const scope = scopeOf(request)
      const list = await deleteList(app.db, scope, request.params.listId)
      await recomputeAfterListChange(app.db, scope.tenantGroup, scope.tool)
      await app.audit(request, {
        action: 'analysis.keywordList.deleted',
        target: list.id,
        result: 'success',
        detail: { kind: list.kind, name: list.name },
      })
      return reply.status(204).send()
    },
  )

  app.post<ListParams & Body>(
    '/api/medicheck/keyword-lists/:listId/keywords',
    { schema: contract.schemaFor('medicheck-keywords-create') },
    async (request, reply) => {
      const scope = scopeOf(request)
      const keyword = await addKeyword(app.db, scope, request.params.listId, request.body ?? {})
      const recompute = await recomputeAfterListChange(app.db, scope.tenantGroup, scope.tool)
      await app.audit(request, {
        action: 'analysis.keyword.created',
        target: keyword.id,
        result: 'success',
        detail: { listId: keyword.listId, term: keyword.term },
      })
      return reply.status(201).send({ ...keyword, recompute })
    },
  )

  app.patch<KeywordParams & Body>(
    '/api/medicheck/keywords/:keywordId',
    { schema: contract.schemaFor('medicheck-keywords-update') },
    async (request) => {
      const scope = scopeOf(request)
      const keyword = await updateKeyword(app.db, scope, request.params.keywordId, request.body ?? {})
      const recompute = await recomputeAfterListChange(app.db, scope.tenantGroup, scope.tool)
      await app.audit(request, {
        action: 'analysis.keyword.changed',
        target: keyword.id,
        result: 'success',
        detail: { fields: Object.keys(request.body ?? {}) },
      })
      return { ...keyword, recompute }
    },
  )

  app.delete<KeywordParams>(
    '/api/medicheck/keywords/:keywordId',
    { schema: contract.schemaFor('medicheck-keywords-delete') },
    async (request, reply) => {
      const scope = scopeOf(request)
      const keyword = await deleteKeyword(app.db, scope, request.params.keywordId)
      await recomputeAfterListChange(app.db, scope.tenantGroup, scope.tool)
      await app.audit(request, {
        action: 'analysis.keyword.deleted',
        target: keyword.id,
        result: 'success',
        detail: { term: keyword.term },
      })
      return reply.status(204).send()
    },
  )

  app.get(
    '/api/medicheck/keyword-suggestions',
    { schema: contract.schemaFor('medicheck-keyword-suggestions') },
    async (request) => suggestOwnProducts(app.db, request.user!, scopeOf(request).tool),
  )

  app.get<{ Querystring: KeywordStatsQuery }>(
    '/api/medicheck/keyword-stats',
    { schema: contract.schemaFor('medicheck-keyword-stats') },
    async (request) => keywordStats(app.db, scopeOf(request), request.query),
  )
}
