import { endpoints } from '../../../../generated/access.gen.ts'
import type { AccessUser } from '../../../../shared/manifest/types.ts'
import { canCallEndpoint } from '../../../../shared/policy/can-access.ts'

/** Whether the user may subscribe, upload, fetch and analyse (the rule the server enforces on POST /api/podcasts). */
export function canManagePodcasts(user: AccessUser | null): boolean {
  const endpoint = endpoints.find((candidate) => candidate.id === 'podcasts-create')
  return endpoint !== undefined && canCallEndpoint(user, endpoint.access)
}

/** Whether the user's group has the podcast analyser at all. */
export function canReadPodcasts(user: AccessUser | null): boolean {
  const endpoint = endpoints.find((candidate) => candidate.id === 'podcasts-list')
  return endpoint !== undefined && canCallEndpoint(user, endpoint.access)
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatSecond(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
