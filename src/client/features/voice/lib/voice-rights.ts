import { endpoints } from '../../../../generated/access.gen.ts'
import type { AccessUser } from '../../../../shared/manifest/types.ts'
import { canCallEndpoint } from '../../../../shared/policy/can-access.ts'

const may = (user: AccessUser | null, id: string) => {
  const endpoint = endpoints.find((candidate) => candidate.id === id)
  return endpoint !== undefined && canCallEndpoint(user, endpoint.access)
}

/** Whether the user's group has voice AI at all (the rule of GET /api/voice/calls). */
export const canReadVoice = (user: AccessUser | null) => may(user, 'voice-calls-list')
/** Whether the user sets agents up and tries them (ADMIN and up). */
export const canSetUpVoice = (user: AccessUser | null) => may(user, 'voice-agents-create')
/** Whether the user may rerun an analysis (WRITE and up). */
export const canRerunVoice = (user: AccessUser | null) => may(user, 'voice-calls-reanalyse')

/** 75 -> "1:15". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–'
  const whole = Math.max(0, Math.round(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
