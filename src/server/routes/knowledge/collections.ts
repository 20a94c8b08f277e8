// Data-pool collections of the caller's tenant: list (internal ones from WRITE up; an admin's first
// list makes the default collection, knowledge/default-collection.ts), create, rename,
// describe, delete (files and chunks go with it), and which assistants draw on each: those narrowed
// to it, and those not narrowed whose source mode takes it (all: every collection; internal: the
// internal ones), as retrieval does (chat/answer/resolve-source-scope.ts).
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { knowledgeCollections } from '../../db/ai-tables.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { offerCollectionToAssistants } from '../../chat/assistants/index.ts'
import { ensureDefaultCollection } from '../../knowledge/default-collection.ts'
import { isAtLeast, visibleCollection } from '../../knowledge/file-access.ts'
import { toCollectionDto } from './dto.ts'

interface CollectionBody {
  name?: string
  description?: string
  internal?: boolean
}
interface CollectionParams {
  collectionId: string
}

const nameTaken = () =>
  new HttpError(409, 'A collection of that name exists already', { code: 'knowledge.collectionNameTaken' })
/** PostgreSQL's unique_violation, whether the driver or Drizzle's wrapper carries it. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (current.code === '23505') return true
    current = current.cause as typeof current
  }
  return false
}

export default async function collectionRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const usage = async (tenantGroup: string) => {
    const result = (await app.db.execute(sql`
      select k.id, (select count(*)::int from knowledge_files f where f.collection_id = k.id) as files,
        coalesce((select json_agg(json_build_object('id', a.id, 'name', v.name) order by v.name)
          from assistants a join assistant_versions v on v.assistant_id = a.id and v.version = a.current_version
          where a.tenant_group = k.tenant_group and a.deleted_at is null
            and (a.collection_ids @> jsonb_build_array(k.id)
              or (jsonb_array_length(a.collection_ids) = 0 and (v.source_mode = 'all' or (v.source_mode = 'internal' and k.internal))))), '[]') as used_by
      from knowledge_collections k where k.tenant_group = ${tenantGroup}`)) as unknown as {
      rows: { id: string; files: number; used_by: { id: string; name: string }[] | string }[]
    }
    return new Map(
      result.rows.map((row) => [
        row.id,
        { files: row.files, usedBy: typeof row.used_by === 'string' ? JSON.parse(row.used_by) : row.used_by },
      ]),
    )
  }

  app.get(
    '/api/knowledge/collections',
    { schema: contract.schemaFor('knowledge-collections-list') },
    async (request) => {
      const user = request.user!
      // Those who may create collections find the tenant's first one made for them.
      if (isAtLeast(user, 'ADMIN')) await ensureDefaultCollection(app.db, user.group, user.id)
      const rows = await app.db
        .select()
        .from(knowledgeCollections)
        .where(eq(knowledgeCollections.tenantGroup, user.group))
        .orderBy(knowledgeCollections.name)
      const counts = await usage(user.group)
      return rows
        .filter((row) => !row.internal || isAtLeast(user, 'WRITE'))
        .map((row) => toCollectionDto(row, counts.get(row.id)?.usedBy ?? [], counts.get(row.id)?.files ?? 0))
    },
  )

  app.post<{ Body: CollectionBody }>(
    '/api/knowledge/collections',
    { schema: contract.schemaFor('knowledge-collections-create') },
    async (request, reply) => {
      const user = request.user!
      try {
        // The collection and its offer to the assistants reading the data pool, together or neither.
        const row = await app.db.transaction(async (tx) => {
          const [created] = await tx
            .insert(knowledgeCollections)
            .values({
              id: randomUUID(),
              tenantGroup: user.group,
              name: request.body.name!.trim(),
              description: request.body.description ?? '',
              internal: request.body.internal ?? true,
              createdBy: user.id,
            })
            .returning()
          await offerCollectionToAssistants(tx, user.group, created!, app.now())
          return created!
        })
        const counts = (await usage(user.group)).get(row.id)
        return reply.status(201).send(toCollectionDto(row, counts?.usedBy ?? [], counts?.files ?? 0))
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken()
        throw error
      }
    },
  )

  app.patch<{ Body: CollectionBody; Params: CollectionParams }>(
    '/api/knowledge/collections/:collectionId',
    { schema: contract.schemaFor('knowledge-collections-update') },
    async (request) => {
      const user = request.user!
      if (!(await visibleCollection(app.db, user, request.params.collectionId)))
        throw notFound('No such collection')
      const { name, description, internal } = request.body
      try {
        const [row] = await app.db
          .update(knowledgeCollections)
          .set({
            ...(name !== undefined ? { name: name.trim() } : {}),
            ...(description !== undefined ? { description } : {}),
            ...(internal !== undefined ? { internal } : {}),
            updatedAt: app.now(),
          })
          .where(
            and(
              eq(knowledgeCollections.id, request.params.collectionId),
              eq(knowledgeCollections.tenantGroup, user.group),
            ),
          )
          .returning()
        const counts = (await usage(user.group)).get(row!.id)
        return toCollectionDto(row!, counts?.usedBy ?? [], counts?.files ?? 0)
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken()
        throw error
      }
    },
  )

  app.delete<{ Params: CollectionParams }>(
    '/api/knowledge/collections/:collectionId',
    { schema: contract.schemaFor('knowledge-collections-delete') },
    async (request, reply) => {
      const user = request.user!
      if (!(await visibleCollection(app.db, user, request.params.collectionId)))
        throw notFound('No such collection')
      await app.db
        .delete(knowledgeCollections)
        .where(
          and(
            eq(knowledgeCollections.id, request.params.collectionId),
            eq(knowledgeCollections.tenantGroup, user.group),
          ),
        )
      return reply.status(204).send()
    },
  )
}
