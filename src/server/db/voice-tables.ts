// Tables of the voice AI room (issue 42, decision 0102): agents and their versions (every save is a
// version, as for assistants), calls (a browser "try it" or one posted to the agent's webhook by
// outside telephony) with their transcript per turn, and post-call analyses (rerunning keeps the old).
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './schema.ts'
import type { VoiceAgentConfig, VoiceAnalysisOutput, VoiceTurn } from '../voice/agent-config.ts'
import { utc, tenantColumn } from './columns.ts'

export const voiceAgents = pgTable(
  'voice_agents',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    currentVersion: integer('current_version').notNull(),
    /** The webhook's HMAC secret, encrypted with the provider key cipher. */
    webhookSecretEncrypted: text('webhook_secret_encrypted').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
    deletedAt: utc('deleted_at'),
  },
  (t) => [index('voice_agents_tenant_idx').on(t.tenantGroup)],
)

export const voiceAgentVersions = pgTable(
  'voice_agent_versions',
  {
    agentId: text('agent_id')
      .notNull()
      .references(() => voiceAgents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    config: jsonb('config').$type<VoiceAgentConfig>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.version] })],
)

export const voiceCalls = pgTable(
  'voice_calls',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    agentId: text('agent_id')
      .notNull()
      .references(() => voiceAgents.id, { onDelete: 'cascade' }),
    agentVersion: integer('agent_version').notNull(),
    /** browser, vapi, retell */
    origin: text('origin').notNull(),
    /** The outside call id (webhooks): the same call posted twice is one call. */
    externalId: text('external_id'),
    /** open (browser call under way), ended */
    status: text('status').notNull().default('open'),
    startedAt: utc('started_at').notNull(),
    endedAt: utc('ended_at'),
    durationSeconds: integer('duration_seconds'),
    endReason: text('end_reason'),
    recordingUrl: text('recording_url'),
    transcript: jsonb('transcript').$type<VoiceTurn[]>().notNull().default([]),
    /** The safety case a suspected AE of this call opened, when the tenant has the safety inbox. */
    safetyCaseId: text('safety_case_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('voice_calls_tenant_started_idx').on(t.tenantGroup, t.startedAt),
    uniqueIndex('voice_calls_external_key').on(t.agentId, t.externalId),
  ],
)

export const voiceCallAnalyses = pgTable(
  'voice_call_analyses',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    callId: text('call_id')
      .notNull()
      .references(() => voiceCalls.id, { onDelete: 'cascade' }),
    /** The agent version whose prompts were used. */
    agentVersion: integer('agent_version').notNull(),
    /** queued, done, failed */
    status: text('status').notNull().default('queued'),
    /** pass, fail, unknown: all criteria pass -> pass, any fails -> fail, else unknown. */
    outcome: text('outcome'),
    aeSuspected: boolean('ae_suspected'),
    output: jsonb('output').$type<VoiceAnalysisOutput>(),
    /** Too short to analyse: every value unknown, no model called. */
    tooShort: boolean('too_short').notNull().default(false),
    modelLabel: text('model_label'),
    errorCode: text('error_code'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    finishedAt: utc('finished_at'),
  },
  (t) => [index('voice_call_analyses_call_idx').on(t.callId, t.createdAt)],
)
