// What the try-it routes share: the tenant's open browser call with its agent version (ended once it
// passes the agent's maximum length, as a phone line would), and the agent's chat model.
import { AiRefusal, resolveChatModel } from '../../ai/gateway.ts'
import type { ProviderChatModel } from '../../ai/resolve-model.ts'
import type { Database } from '../../db/connect.ts'
import type { SessionUser } from '../../db/sessions.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import type { StoredAgent } from '../../voice/agent-store.ts'
import { requestAnalysis } from '../../voice/analyse-call-job.ts'
import { endCall, loadCallWithAgent, type CallRow } from '../../voice/call-store.ts'

export const secondsSince = (call: CallRow) => Math.max(0, (Date.now() - call.startedAt.getTime()) / 1000)

/** The open call of the tenant with its agent version, or 404/409. */
export async function openCall(
  db: Database,
  user: SessionUser,
  callId: string,
): Promise<{ call: CallRow; agent: StoredAgent }> {
  const found = await loadCallWithAgent(db, user.group, callId)
  if (!found || found.call.origin !== 'browser') throw notFound('No such call')
  const { call, agent } = found
  if (call.status !== 'open') throw new HttpError(409, 'The call has ended', { code: 'voice.callEnded' })
  if (secondsSince(call) > agent.config.maxCallSeconds) {
    if (await endCall(db, call.id, 'maxDuration'))
      await requestAnalysis(db, user.group, call.id, agent.version, user.id)
    throw new HttpError(409, 'The call reached its maximum length', { code: 'voice.callEnded' })
  }
  return { call, agent }
}

/** The agent's chat model; 409 when the tenant has none the agent may use. */
export async function chatModelOf(
  db: Database,
  user: SessionUser,
  agent: StoredAgent,
): Promise<ProviderChatModel> {
  try {
    const model = await resolveChatModel(db, user.group, agent.config.chatModelId)
    if (model.kind === 'offline')
      throw new HttpError(409, 'The agent needs a chat model', { code: 'voice.chatModelNeeded' })
    return model
  } catch (error) {
    if (error instanceof AiRefusal) throw new HttpError(409, error.code, { code: error.code })
    throw error
  }
}
