// User administration: list, read, create, change, disable and reset passwords, scoped by tenant.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { findUserById, insertUser, listUsers, normaliseEmail, findUserByEmail, toUserDto, type UserQuery } from '../../db/users.ts'
import { fieldErrors, forbidden, HttpError } from '../../lib/http-error.ts'
import { checkNewPassword } from '../../lib/passwords.ts'
import { assertMayGrant, isParentRoot, requireVisible } from './scope.ts'
import { registerUserChangeRoutes } from './change.ts'

interface CreateBody {
  email: string
  username: string
  password: string
  role: string
  group: string
  features?: string[]
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export default async function userRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get<{ Querystring: UserQuery }>('/api/users', { schema: contract.schemaFor('users-list') }, async (request) => {
    const actor = request.user!
    const query = { ...request.query }
    if (!isParentRoot(actor)) {
      if (query.group && query.group !== actor.group) throw forbidden(`You may only list users of your own group ${actor.group}`, 'group.notAllowed')
      query.group = actor.group
    }
    const { items, total } = await listUsers(app.db, query)
    return { items: items.map(toUserDto), total, page: query.page, pageSize: query.pageSize }
  })

  app.get<{ Params: { userId: string } }>('/api/users/:userId', { schema: contract.schemaFor('users-get') }, async (request) => {
    return toUserDto(requireVisible(request.user!, await findUserById(app.db, request.params.userId)))
  })

  app.post<{ Body: CreateBody }>('/api/users', { schema: contract.schemaFor('users-create') }, async (request, reply) => {
    const actor = request.user!
    const body = request.body
    assertMayGrant(actor, { role: body.role, group: body.group })
    const problems: Record<string, { code: string; message: string }> = {}
    const email = normaliseEmail(body.email)
    if (!emailPattern.test(email)) problems.email = { code: 'email.invalid', message: 'E-mail address is not valid' }
    if (!body.username.trim()) problems.username = { code: 'username.required', message: 'Username must not be empty' }
    const passwordProblem = checkNewPassword(body.password)
    if (passwordProblem) problems.password = passwordProblem
    if (Object.keys(problems).length) throw fieldErrors(problems)
    if (await findUserByEmail(app.db, email)) {
      throw new HttpError(409, 'A user with this e-mail address exists already', { code: 'email.taken', fieldErrors: { email: { code: 'email.taken', message: 'A user with this e-mail address exists already' } } })
    }
    const user = await insertUser(
      app.db,
      { email, username: body.username.trim(), passwordHash: await app.passwords.hash(body.password), role: body.role, group: body.group, features: body.features ?? [] },
      app.now(),
    ).catch((error: { code?: string; cause?: { code?: string } }) => {
      if (error.code === '23505' || error.cause?.code === '23505') throw new HttpError(409, 'A user with this e-mail address exists already', { code: 'email.taken' })
      throw error
    })
    await app.audit(request, { action: 'user.created', target: user.id, result: 'success', detail: { email: user.email, role: user.role, group: user.group, features: user.features } })
    return reply.status(201).send(toUserDto(user))
  })

  registerUserChangeRoutes(app, contract)
}
