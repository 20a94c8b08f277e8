// User administration: list, read, create, change, disable and reset passwords, scoped by tenant.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import {
  findUserById,
  insertUser,
  listUsers,
  normaliseEmail,
  findUserByEmail,
  toUserDto,
  type UserQuery,
} from '../../db/users.ts'
import { fieldErrors, forbidden } from '../../lib/http-error.ts'
import { emailError, usernameError } from '../../lib/identity-errors.ts'
import { checkNewPassword } from '../../lib/passwords.ts'
import { assertMayGrant, emailConflict, isParentRoot, requireVisible } from './scope.ts'
import { registerUserChangeRoutes } from './change.ts'
import { registerUserUnlockRoute, withSigninThrottles } from './unlock.ts'

interface CreateBody {
  email: string
  username: string
  password: string
  role: string
  group: string
  features?: string[]
}

export default async function userRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get<{ Querystring: UserQuery }>(
    '/api/users',
    { schema: contract.schemaFor('users-list') },
    async (request) => {
      const actor = request.user!
      const query = { ...request.query }
      if (!isParentRoot(actor)) {
        if (query.group && query.group !== actor.group)
          throw forbidden(`You may only list users of your own group ${actor.group}`, 'group.notAllowed')
        query.group = actor.group
      }
      const { items, total } = await listUsers(app.db, query)
      return {
        items: await withSigninThrottles(app, items.map(toUserDto)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      }
    },
  )

  app.get<{ Params: { userId: string } }>(
    '/api/users/:userId',
    { schema: contract.schemaFor('users-get') },
    async (request) => {
      const [user] = await withSigninThrottles(app, [
        toUserDto(requireVisible(request.user!, await findUserById(app.db, request.params.userId))),
      ])
      return user
    },
  )

  app.post<{ Body: CreateBody }>(
    '/api/users',
    { schema: contract.schemaFor('users-create') },
    async (request, reply) => {
      const actor = request.user!
      const body = request.body
      assertMayGrant(actor, { role: body.role, group: body.group })
      const problems: Record<string, { code: string; message: string }> = {}
      const email = normaliseEmail(body.email)
      const emailProblem = emailError(email)
      if (emailProblem) problems.email = emailProblem
      const usernameProblem = usernameError(body.username.trim())
      if (usernameProblem) problems.username = usernameProblem
      const passwordProblem = checkNewPassword(body.password)
      if (passwordProblem) problems.password = passwordProblem
      if (Object.keys(problems).length) throw fieldErrors(problems)
      const holder = await findUserByEmail(app.db, email)
      if (holder) throw emailConflict(actor, holder)
      const user = await insertUser(
        app.db,
        {
          email,
          username: body.username.trim(),
          passwordHash: await app.passwords.hash(body.password),
          role: body.role,
          group: body.group,
          features: body.features ?? [],
        },
        app.now(),
      ).catch(async (error: { code?: string; cause?: { code?: string } }) => {
        // Created in parallel by someone else between the check and the insert.
        if (error.code === '23505' || error.cause?.code === '23505')
          throw emailConflict(actor, await findUserByEmail(app.db, email))
        throw error
      })
      await app.audit(request, {
        action: 'user.created',
        target: user.id,
        targetTenant: user.group,
        result: 'success',
        detail: { email: user.email, role: user.role, group: user.group, features: user.features },
      })
      return reply.status(201).send(toUserDto(user))
    },
  )

  registerUserChangeRoutes(app, contract)
  registerUserUnlockRoute(app, contract)
}
