// Ambassadors: a user of the tenant or a named person, with the day they consented. Removing one
// removes their posts and figures (their consent is what allowed keeping them).
import { randomUUID } from 'node:crypto'
import { and, asc, count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { influencingAmbassadors, influencingPosts } from '../../db/influencing-tables.ts'
import { users } from '../../db/schema.ts'
import { readDay } from '../../influencing/read-values.ts'
import { fieldError, fieldErrors, HttpError, notFound } from '../../lib/http-error.ts'

interface AmbassadorBody {
  name?: string
  userId?: string
  consentOn: string
}

export default async function ambassadorRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get(
    '/api/influencing/ambassadors',
    { schema: contract.schemaFor('influencing-ambassadors-list') },
    async (request) => {
      const group = request.user!.group
      const rows = await app.db
        .select({ ambassador: influencingAmbassadors, posts: count(influencingPosts.id) })
        .from(influencingAmbassadors)
        .leftJoin(influencingPosts, eq(influencingPosts.ambassadorId, influencingAmbassadors.id))
        .where(eq(influencingAmbassadors.tenantGroup, group))
        .groupBy(influencingAmbassadors.id)
        .orderBy(asc(influencingAmbassadors.name))
      return {
        items: rows.map(({ ambassador: a, posts }) => ({
          id: a.id,
          name: a.name,
          userId: a.userId,
          consentOn: a.consentOn,
          posts: Number(posts),
        })),
      }
    },
  )

  app.post<{ Body: AmbassadorBody }>(
    '/api/influencing/ambassadors',
    { schema: contract.schemaFor('influencing-ambassadors-create') },
    async (request, reply) => {
      const group = request.user!.group
      const consentOn = readDay(request.body.consentOn)
      if (!consentOn || consentOn > app.now().toISOString().slice(0, 10))
        throw fieldErrors({
          consentOn: fieldError('influencing.badConsentDate', 'The consent date is not a day up to today'),
        })
      let name = request.body.name?.trim() ?? ''
      const userId = request.body.userId ?? null
      if (userId) {
        const [user] = await app.db
          .select()
          .from(users)
          .where(and(eq(users.id, userId), eq(users.group, group)))
        if (!user)
          throw fieldErrors({
            userId: fieldError('influencing.unknownUser', 'No user of your tenant has this id'),
          })
        name ||= user.username
      }
      if (!name)
        throw fieldErrors({
          name: fieldError('influencing.nameRequired', 'Name the ambassador or choose a user'),
        })
      const id = randomUUID()
      const [created] = await app.db
        .insert(influencingAmbassadors)
        .values({ id, tenantGroup: group, userId, name, consentOn })
        .onConflictDoNothing()
        .returning()
      if (!created)
        throw new HttpError(409, 'An ambassador of this name exists already', {
          code: 'influencing.ambassadorExists',
        })
      await app.audit(request, { action: 'influencing.ambassador.added', target: id, result: 'success' })
      return reply.status(201).send({ id, name, userId, consentOn, posts: 0 })
    },
  )

  app.delete<{ Params: { ambassadorId: string } }>(
    '/api/influencing/ambassadors/:ambassadorId',
    { schema: contract.schemaFor('influencing-ambassadors-delete') },
    async (request, reply) => {
      const deleted = await app.db
        .delete(influencingAmbassadors)
        .where(
          and(
            eq(influencingAmbassadors.id, request.params.ambassadorId),
            eq(influencingAmbassadors.tenantGroup, request.user!.group),
          ),
        )
        .returning({ id: influencingAmbassadors.id })
      if (deleted.length === 0) throw notFound('No such ambassador')
      await app.audit(request, {
        action: 'influencing.ambassador.removed',
        target: request.params.ambassadorId,
        result: 'success',
      })
      return reply.status(204).send()
    },
  )
}
