import type { paths } from '../../../lib/api-types.ts'

export type AgentBody = paths['/api/voice/agents']['post']['requestBody']['content']['application/json']
export type AgentConfig = AgentBody['config']
export type Agent =
  paths['/api/voice/agents/{agentId}']['get']['responses']['200']['content']['application/json']
export type VoiceOptions =
  paths['/api/voice/options']['get']['responses']['200']['content']['application/json']
export type StartedCall =
  paths['/api/voice/agents/{agentId}/calls']['post']['responses']['201']['content']['application/json']
export type VoiceTurn = StartedCall['transcript'][number]
export type AudioTurn =
  paths['/api/voice/calls/{callId}/audio-turns']['post']['responses']['200']['content']['application/json']
export type CallList = paths['/api/voice/calls']['get']['responses']['200']['content']['application/json']
export type CallSummary = CallList['items'][number]
export type CallDetail =
  paths['/api/voice/calls/{callId}']['get']['responses']['200']['content']['application/json']
export type CallAnalysis = CallDetail['analyses'][number]
export type CallFilter = NonNullable<paths['/api/voice/calls']['get']['parameters']['query']>

/** One line of a typed turn's answer stream. */
export type TurnEvent =
  { type: 'text'; text: string } | { type: 'done'; turn: VoiceTurn } | { type: 'error'; code: string }
