// LinkedIn connections (decision 0109): an admin sets the tenant's LinkedIn app (client id and
// secret, the secret encrypted with the AI key cipher); an ambassador connects their own member
// account (OAuth 2 authorization code with state and PKCE), and their posts' figures are synced by a
// job. Tokens are encrypted at rest and never leave the server. Never scraping.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { decryptSecret, encryptSecret } from '../../ai/key-cipher.ts'
import type { Contract } from '../../contract.ts'
import {
  influencingAmbassadors,
  influencingLinkedinApps,
  influencingLinkedinConnections,
} from '../../db/influencing-tables.ts'
import { authorizationUrl, exchangeCode, LinkedinError } from '../../influencing/linkedin/linkedin-client.ts'
import { memberUrnOf } from '../../influencing/linkedin/member-posts.ts'
import { startAuthorization, takeAuthorization } from '../../influencing/linkedin/oauth-state.ts'
import { enqueueLinkedinSync } from '../../influencing/linkedin/sync-job.ts'
import { fieldError, fieldErrors, HttpError, notFound } from '../../lib/http-error.ts'

const pagePath = '/ai-services/corporate-influencing'
const callbackPath = '/api/influencing/linkedin/callback'

interface CallbackQuery {
  code?: string
  state?: string
  error?: string
}

export default async function linkedinRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const redirectUriOf = (request: FastifyRequest) =>
    process.env.LINKEDIN_REDIRECT_URL || `${request.protocol}://${request.host}${callbackPath}`
  const appOf = async (group: string) =>
    (
      await app.db
        .select()
        .from(influencingLinkedinApps)
        .where(eq(influencingLinkedinApps.tenantGroup, group))
    )[0]
  const connectionOf = async (group: string, userId: string) =>
    (
      await app.db
        .select()
        .from(influencingLinkedinConnections)
        .where(
          and(
            eq(influencingLinkedinConnections.tenantGroup, group),
            eq(influencingLinkedinConnections.userId, userId),
          ),
        )
    )[0]
  const ambassadorOf = async (group: string, userId: string) =>
    (
      await app.db
        .select({ id: influencingAmbassadors.id })
        .from(influencingAmbassadors)
        .where(and(eq(influencingAmbassadors.tenantGroup, group), eq(influencingAmbassadors.userId, userId)))
    )[0]

  app.get(
    '/api/influencing/linkedin',
    { schema: contract.schemaFor('influencing-linkedin-get') },
    async (request) => {
      const user = request.user!
      const [settings, connection, ambassador] = await Promise.all([
        appOf(user.group),
        connectionOf(user.group, user.id),
        ambassadorOf(user.group, user.id),
      ])
      return {
        app: settings ? { clientId: settings.clientId } : null,
        redirectUri: redirectUriOf(request),
        isAmbassador: ambassador !== undefined,
        connection: connection
          ? {
              status: connection.status,
              syncStatus: connection.syncStatus,
              syncErrorCode: connection.syncErrorCode,
              syncedAt: connection.syncedAt?.toISOString() ?? null,
              syncedCount: connection.syncedCount,
              retryAt: connection.retryAt?.toISOString() ?? null,
              expiresAt: connection.expiresAt?.toISOString() ?? null,
            }
          : null,
      }
    },
  )

  app.put<{ Body: { clientId: string; clientSecret: string } }>(
    '/api/influencing/linkedin/app',
    { schema: contract.schemaFor('influencing-linkedin-app-save') },
    async (request) => {
      const group = request.user!.group
      const clientId = request.body.clientId.trim()
      const clientSecret = request.body.clientSecret.trim()
      if (!clientId)
        throw fieldErrors({
          clientId: fieldError('influencing.linkedinClientIdRequired', 'Give the client id'),
        })
      if (!clientSecret)
        throw fieldErrors({
          clientSecret: fieldError('influencing.linkedinSecretRequired', 'Give the client secret'),
        })
      const values = { clientId, clientSecretEncrypted: encryptSecret(clientSecret), updatedAt: app.now() }
      await app.db
        .insert(influencingLinkedinApps)
        .values({ tenantGroup: group, ...values })
        .onConflictDoUpdate({ target: influencingLinkedinApps.tenantGroup, set: values })
      await app.audit(request, { action: 'influencing.linkedin.appSaved', result: 'success' })
      return { clientId }
    },
  )

  app.post(
    '/api/influencing/linkedin/authorizations',
    { schema: contract.schemaFor('influencing-linkedin-authorize') },
    async (request) => {
      const user = request.user!
      const settings = await appOf(user.group)
      if (!settings)
        throw new HttpError(409, 'An admin sets the LinkedIn app first', {
          code: 'influencing.linkedinNoApp',
        })
      if (!(await ambassadorOf(user.group, user.id)))
        throw new HttpError(409, 'Only an ambassador of the programme connects LinkedIn', {
          code: 'influencing.notAmbassador',
        })
      const { state, codeChallenge } = await startAuthorization(app.db, user.group, user.id, app.now())
      return {
        url: authorizationUrl({
          clientId: settings.clientId,
          redirectUri: redirectUriOf(request),
          state,
          codeChallenge,
        }),
      }
    },
  )

  app.get<{ Querystring: CallbackQuery }>(
    callbackPath,
    { schema: contract.schemaFor('influencing-linkedin-callback') },
    async (request, reply) => {
      const user = request.user!
      const back = (outcome: string) =>
        reply.redirect(`${pagePath}?linkedin=${encodeURIComponent(outcome)}`, 302)
      const { code, state, error } = request.query
      const verifier = state ? await takeAuthorization(app.db, user.group, user.id, state, app.now()) : null
      if (!verifier) return back('influencing.linkedinBadState')
      if (error || !code) return back('influencing.linkedinDenied')
      const [settings, ambassador] = await Promise.all([appOf(user.group), ambassadorOf(user.group, user.id)])
      if (!settings) return back('influencing.linkedinNoApp')
      if (!ambassador) return back('influencing.notAmbassador')
      try {
        const tokens = await exchangeCode({
          clientId: settings.clientId,
          clientSecret: decryptSecret(settings.clientSecretEncrypted),
          code,
          redirectUri: redirectUriOf(request),
          codeVerifier: verifier,
          now: app.now(),
        })
        const memberUrn = await memberUrnOf(tokens.accessToken)
        const values = {
          ambassadorId: ambassador.id,
          memberUrn,
          accessTokenEncrypted: encryptSecret(tokens.accessToken),
          refreshTokenEncrypted: tokens.refreshToken ? encryptSecret(tokens.refreshToken) : null,
          expiresAt: tokens.expiresAt,
          status: 'active',
          syncErrorCode: null,
          retryAt: null,
        }
        const [row] = await app.db
          .insert(influencingLinkedinConnections)
          .values({
            id: randomUUID(),
            tenantGroup: user.group,
            userId: user.id,
            ...values,
            createdAt: app.now(),
          })
          .onConflictDoUpdate({
            target: [influencingLinkedinConnections.tenantGroup, influencingLinkedinConnections.userId],
            set: values,
          })
          .returning({ id: influencingLinkedinConnections.id })
        await enqueueLinkedinSync(app.db, user.group, row!.id)
        await app.audit(request, { action: 'influencing.linkedin.connected', result: 'success' })
        return back('connected')
      } catch (failure) {
        if (!(failure instanceof LinkedinError)) throw failure
        request.log.warn({ code: failure.code }, 'LinkedIn connection failed')
        return back(failure.code)
      }
    },
  )

  app.post(
    '/api/influencing/linkedin/sync',
    { schema: contract.schemaFor('influencing-linkedin-sync') },
    async (request, reply) => {
      const user = request.user!
      const connection = await connectionOf(user.group, user.id)
      if (!connection) throw notFound()
      if (connection.status !== 'active')
        throw new HttpError(409, 'LinkedIn no longer accepts the token: connect again', {
          code: 'influencing.linkedinExpired',
        })
      await enqueueLinkedinSync(app.db, user.group, connection.id)
      await app.audit(request, { action: 'influencing.linkedin.syncRequested', result: 'success' })
      return reply.status(202).send()
    },
  )

  app.delete(
    '/api/influencing/linkedin/connection',
    { schema: contract.schemaFor('influencing-linkedin-disconnect') },
    async (request, reply) => {
      const user = request.user!
      const removed = await app.db
        .delete(influencingLinkedinConnections)
        .where(
          and(
            eq(influencingLinkedinConnections.tenantGroup, user.group),
            eq(influencingLinkedinConnections.userId, user.id),
          ),
        )
        .returning({ id: influencingLinkedinConnections.id })
      if (removed.length === 0) throw notFound()
      await app.audit(request, { action: 'influencing.linkedin.disconnected', result: 'success' })
      return reply.status(204).send()
    },
  )
}
