// Posts: the list with each post's latest figures, one post with its figures over time, manual entry
// of a post with its figures (the same write as an import: the address finds an existing post), a
// further day's figures, and removal.
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { influencingAmbassadors, influencingPosts } from '../../db/influencing-tables.ts'
import type { PostFigures } from '../../influencing/figures.ts'
import { loadPosts, loadSnapshots } from '../../influencing/load-posts.ts'
import { canonicalPostUrl } from '../../influencing/post-url.ts'
import { readDay } from '../../influencing/read-values.ts'
import { writePosts } from '../../influencing/write-posts.ts'
import { fieldError, fieldErrors, notFound } from '../../lib/http-error.ts'

interface FiguresBody extends PostFigures {
  takenOn?: string
}
interface PostBody {
  ambassadorId: string
  url: string
  publishedOn: string
  text?: string
  figures: FiguresBody
}

const badDay = (field: string) =>
  fieldErrors({ [field]: fieldError('influencing.badDate', 'Not a day up to today') })

export default async function postRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const today = () => app.now().toISOString().slice(0, 10)
  const dayOf = (field: string, value: string | undefined) => {
    if (value === undefined) return today()
    const day = readDay(value)
    if (!day || day > today()) throw badDay(field)
    return day
  }

  app.get<{ Querystring: { year?: number } }>(
    '/api/influencing/posts',
    { schema: contract.schemaFor('influencing-posts-list') },
    async (request) => {
      const year = request.query.year
      const items = await loadPosts(
        app.db,
        request.user!.group,
        year ? { from: `${year}-01-01`, to: `${year}-12-31` } : {},
      )
      return { items }
    },
  )

  app.post<{ Body: PostBody }>(
    '/api/influencing/posts',
    { schema: contract.schemaFor('influencing-posts-create') },
    async (request, reply) => {
      const group = request.user!.group
      const body = request.body
      const url = canonicalPostUrl(body.url)
      if (!url)
        throw fieldErrors({ url: fieldError('influencing.badUrl', 'Not an http(s) address of a post') })
      const publishedOn = dayOf('publishedOn', body.publishedOn)
      const takenOn = dayOf('figures.takenOn', body.figures.takenOn)
      const [ambassador] = await app.db
        .select({ id: influencingAmbassadors.id })
        .from(influencingAmbassadors)
        .where(
          and(
            eq(influencingAmbassadors.id, body.ambassadorId),
            eq(influencingAmbassadors.tenantGroup, group),
          ),
        )
      if (!ambassador)
        throw fieldErrors({ ambassadorId: fieldError('influencing.unknownAmbassador', 'No such ambassador') })
      const { impressions, membersReached = null, reactions, comments, reshares } = body.figures
      const result = await writePosts(
        app.db,
        group,
        [
          {
            line: 0,
            ambassadorId: ambassador.id,
            url,
            publishedOn,
            text: body.text?.trim() || null,
            takenOn,
            figures: { impressions, membersReached, reactions, comments, reshares },
          },
        ],
        'manual',
      )
      const id = result.ids.get(url)!
      await app.audit(request, { action: 'influencing.post.saved', target: id, result: 'success' })
      return reply.status(result.postsCreated ? 201 : 200).send({ id, created: result.postsCreated === 1 })
    },
  )

  app.get<{ Params: { postId: string } }>(
    '/api/influencing/posts/:postId',
    { schema: contract.schemaFor('influencing-posts-get') },
    async (request) => {
      const group = request.user!.group
      const [post] = await app.db
        .select({ id: influencingPosts.id, url: influencingPosts.url })
        .from(influencingPosts)
        .where(and(eq(influencingPosts.id, request.params.postId), eq(influencingPosts.tenantGroup, group)))
      if (!post) throw notFound('No such post')
      const view = (await loadPosts(app.db, group)).find((p) => p.id === post.id)!
      return { ...view, snapshots: await loadSnapshots(app.db, group, post.id) }
    },
  )

  app.delete<{ Params: { postId: string } }>(
    '/api/influencing/posts/:postId',
    { schema: contract.schemaFor('influencing-posts-delete') },
    async (request, reply) => {
      const deleted = await app.db
        .delete(influencingPosts)
        .where(
          and(
            eq(influencingPosts.id, request.params.postId),
            eq(influencingPosts.tenantGroup, request.user!.group),
          ),
        )
        .returning({ id: influencingPosts.id })
      if (deleted.length === 0) throw notFound('No such post')
      await app.audit(request, {
        action: 'influencing.post.deleted',
        target: request.params.postId,
        result: 'success',
      })
      return reply.status(204).send()
    },
  )
}
