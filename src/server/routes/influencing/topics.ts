// Topics: the tenant's keyword lists the dashboard counts posts by (deterministic, whole words).
// PUT replaces the whole set, as the page edits it as one list.
import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { influencingTopics } from '../../db/influencing-tables.ts'
import { fieldError, fieldErrors } from '../../lib/http-error.ts'

interface TopicsBody {
  items: { name: string; keywords: string[] }[]
}

export default async function topicRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const list = async (group: string) => ({
    items: (
      await app.db
        .select()
        .from(influencingTopics)
        .where(eq(influencingTopics.tenantGroup, group))
        .orderBy(asc(influencingTopics.name))
    ).map((t) => ({
      name: t.name,
      keywords: t.keywords,
    })),
  })

  app.get(
    '/api/influencing/topics',
    { schema: contract.schemaFor('influencing-topics-list') },
    async (request) => list(request.user!.group),
  )

  app.put<{ Body: TopicsBody }>(
    '/api/influencing/topics',
    { schema: contract.schemaFor('influencing-topics-replace') },
    async (request) => {
      const group = request.user!.group
      const items = request.body.items.map((t) => ({
        name: t.name.trim(),
        keywords: [...new Set(t.keywords.map((k) => k.trim()).filter(Boolean))],
      }))
      const seen = new Set<string>()
      items.forEach((t, index) => {
        if (!t.name)
          throw fieldErrors({
            [`items.${index}.name`]: fieldError('influencing.topicNameRequired', 'Name the topic'),
          })
        if (t.keywords.length === 0)
          throw fieldErrors({
            [`items.${index}.keywords`]: fieldError(
              'influencing.topicKeywordsRequired',
              'Give the topic at least one keyword',
            ),
          })
        if (seen.has(t.name.toLowerCase()))
          throw fieldErrors({
            [`items.${index}.name`]: fieldError('influencing.topicExists', 'Two topics have this name'),
          })
        seen.add(t.name.toLowerCase())
      })
      await app.db.transaction(async (tx) => {
        await tx.delete(influencingTopics).where(eq(influencingTopics.tenantGroup, group))
        if (items.length > 0)
          await tx
            .insert(influencingTopics)
            .values(items.map((t) => ({ id: randomUUID(), tenantGroup: group, ...t })))
      })
      await app.audit(request, {
        action: 'influencing.topics.saved',
        result: 'success',
        detail: { topics: items.length },
      })
      return list(group)
    },
  )
}
