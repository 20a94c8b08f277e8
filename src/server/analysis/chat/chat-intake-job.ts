// The recurring job analysis.chatIntake (decision 0114): every two minutes, the chat messages of every
// tenant that opted in become items. The chat room is not touched: no hook on sending, no work on its
// path; the job finds new messages by their threads' last message time.
import { isNotNull } from 'drizzle-orm'
import { analysisChatSettings } from '../../db/analysis-chat-tables.ts'
import { registerJobKind, scheduleRecurring } from '../../jobs/index.ts'
import { takeChatMessages } from './take-chat-messages.ts'

export const chatIntakeJobKind = 'analysis.chatIntake'
export const chatIntakeEveryMs = 2 * 60_000

export function registerChatIntakeJob(): void {
  registerJobKind(
    chatIntakeJobKind,
    async (_job, { db, log }) => {
      const tenants = await db
        .select({ tenantGroup: analysisChatSettings.tenantGroup, tool: analysisChatSettings.tool })
        .from(analysisChatSettings)
        .where(isNotNull(analysisChatSettings.enabledAt))
      let taken = 0
      let failed = 0
      for (const scope of tenants) {
        try {
          taken += (await takeChatMessages(db, scope, new Date())).taken
        } catch (error) {
          // One tenant's failure does not hold up the others; its messages are taken on the next run.
          failed += 1
          log.error({ err: error, tenantGroup: scope.tenantGroup }, 'chat intake failed')
        }
      }
      return { tenants: tenants.length, taken, failed }
    },
    { timeoutMs: 5 * 60_000, concurrency: 1 },
  )
  scheduleRecurring(chatIntakeJobKind, chatIntakeEveryMs)
}
