// Sign-in throttles as administrators see them: each user in the lists carries the state of its
// throttle, and an administrator who may change the user may lift it (decision 0029).
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { accountThrottles, clearAccountFailures } from '../../db/signin-failures.ts'
import { findUserById, type UserDto } from '../../db/users.ts'
import { assertMayManage, requireVisible } from './scope.ts'

export interface ThrottledUserDto extends UserDto {
  /** Failed sign-ins in the last 15 minutes, from every address. */
  recentSigninFailures: number
  /** When the last sign-in throttle on the account ends; null when none applies. */
  signinThrottledUntil: string | null
}

export async function withSigninThrottles(app: FastifyInstance, list: UserDto[]): Promise<ThrottledUserDto[]> {
  const throttles = await accountThrottles(app.db, list.map((user) => user.email), app.now())
  return list.map((user) => {
    const throttle = throttles.get(user.email)
    return { ...user, recentSigninFailures: throttle?.failures ?? 0, signinThrottledUntil: throttle?.throttledUntil?.toISOString() ?? null }
  })
}

export function registerUserUnlockRoute(app: FastifyInstance, contract: Contract) {
  app.post<{ Params: { userId: string } }>('/api/users/:userId/unlock', { schema: contract.schemaFor('users-unlock') }, async (request, reply) => {
    const actor = request.user!
    const target = requireVisible(actor, await findUserById(app.db, request.params.userId))
    assertMayManage(actor, target)
    const failures = await clearAccountFailures(app.db, target.email)
    await app.audit(request, { action: 'user.unlocked', target: target.id, targetTenant: target.group, result: 'success', detail: { failures } })
    return reply.status(204).send()
  })
}
