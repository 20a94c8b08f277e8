// One JSON answer from the tenant's chat model through the gateway (budget, timeouts, ledger), for the
// tools that ask for one (campaign summaries and drafts, post ideas): the answer must parse and fit
// `schema`; a misfit is asked again once with the reason, a second one is `<room>.invalidOutput`. No
// model: `<room>.noModel`, and nothing is made up instead.
import type { z } from 'zod'
import {
  AiCallFailed,
  AiRefusal,
  completeText,
  resolveChatModel,
  type AiCallContext,
  type ChatTurn,
} from './gateway.ts'
import type { ProviderChatModel } from './resolve-model.ts'

export type ModelJson<T> =
  | { ok: true; value: T; model: ProviderChatModel }
  | { ok: false; code: string; model: ProviderChatModel | null }

/** The tenant's default chat model, or null (none set, or not allowed). */
export async function tenantChatModel(ctx: AiCallContext): Promise<ProviderChatModel | null> {
  try {
    const model = await resolveChatModel(ctx.db, ctx.tenantGroup)
    return model.kind === 'provider' ? model : null
  } catch (error) {
    if (error instanceof AiRefusal) return null
    throw error
  }
}

function parseJson(text: string): unknown {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start < 0 || end < start) throw new Error('the answer holds no JSON object')
  return JSON.parse(text.slice(start, end + 1))
}

export async function askModelForJson<T>(
  ctx: AiCallContext,
  messages: ChatTurn[],
  schema: z.ZodType<T>,
  { room, maxOutputTokens = 1500 }: { room: string; maxOutputTokens?: number },
): Promise<ModelJson<T>> {
  const model = await tenantChatModel(ctx)
  if (!model) return { ok: false, code: `${room}.noModel`, model: null }
  let turns = messages
  for (let attempt = 1; attempt <= 2; attempt++) {
    let text: string
    try {
      text = (await completeText(ctx, { model, messages: turns, maxOutputTokens })).text
    } catch (error) {
      if (error instanceof AiCallFailed || error instanceof AiRefusal)
        return { ok: false, code: error.code, model }
      throw error
    }
    let reason: string
    try {
      const parsed = schema.safeParse(parseJson(text))
      if (parsed.success) return { ok: true, value: parsed.data, model }
      reason = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    } catch (error) {
      reason = (error as Error).message
    }
    turns = [
      ...messages,
      { role: 'assistant', content: text },
      {
        role: 'user',
        content: `That answer does not fit the JSON asked for (${reason}). Answer again with the JSON object only.`,
      },
    ]
  }
  return { ok: false, code: `${room}.invalidOutput`, model }
}
