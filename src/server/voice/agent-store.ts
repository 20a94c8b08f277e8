// Agents and their versions: every save writes a new version (as assistants do), the agent points at
// its current one; calls and analyses name the version they used. Another tenant's agent is not found.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { voiceAgentVersions, voiceAgents } from '../db/voice-tables.ts'
import { decryptSecret, encryptSecret } from '../ai/key-cipher.ts'
import type { VoiceAgentConfig } from './agent-config.ts'

export interface StoredAgent {
  id: string
  tenantGroup: string
  version: number
  name: string
  config: VoiceAgentConfig
  updatedAt: Date
}

const newSecret = () => `whsec_${randomBytes(24).toString('hex')}`

export async function createAgent(
  db: Database,
  tenantGroup: string,
  userId: string,
  input: { name: string; config: VoiceAgentConfig },
): Promise<string> {
  const id = randomUUID()
  await db.transaction(async (tx) => {
    await tx.insert(voiceAgents).values({
      id,
      tenantGroup,
      currentVersion: 1,
      webhookSecretEncrypted: encryptSecret(newSecret()),
      createdBy: userId,
    })
    await tx
      .insert(voiceAgentVersions)
      .values({ agentId: id, version: 1, name: input.name, config: input.config, createdBy: userId })
  })
  return id
}

/** A new version; false when the agent is not the tenant's. */
export async function updateAgent(
  db: Database,
  tenantGroup: string,
  agentId: string,
  userId: string,
  input: { name: string; config: VoiceAgentConfig },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [agent] = await tx.select().from(voiceAgents).where(scope(tenantGroup, agentId)).for('update')
    if (!agent) return null
    const version = agent.currentVersion + 1
    await tx
      .insert(voiceAgentVersions)
      .values({ agentId, version, name: input.name, config: input.config, createdBy: userId })
    await tx
      .update(voiceAgents)
      .set({ currentVersion: version, updatedAt: new Date() })
      .where(eq(voiceAgents.id, agentId))
    return version
  })
}

const scope = (tenantGroup: string, agentId: string) =>
  and(eq(voiceAgents.id, agentId), eq(voiceAgents.tenantGroup, tenantGroup), isNull(voiceAgents.deletedAt))

/** The agent at its current version (or at `version`); null when not the tenant's. */
export async function loadAgent(
  db: Database,
  tenantGroup: string,
  agentId: string,
  version?: number,
): Promise<StoredAgent | null> {
  const [row] = await db
    .select({ agent: voiceAgents, version: voiceAgentVersions })
    .from(voiceAgents)
    .innerJoin(voiceAgentVersions, eq(voiceAgentVersions.agentId, voiceAgents.id))
    .where(
      and(scope(tenantGroup, agentId), eq(voiceAgentVersions.version, version ?? voiceAgents.currentVersion)),
    )
  if (!row) return null
  return {
    id: row.agent.id,
    tenantGroup: row.agent.tenantGroup,
    version: row.version.version,
    name: row.version.name,
    config: row.version.config,
    updatedAt: row.agent.updatedAt,
  }
}

export async function listAgents(db: Database, tenantGroup: string) {
  const rows = await db
    .select({
      id: voiceAgents.id,
      version: voiceAgents.currentVersion,
      name: voiceAgentVersions.name,
      config: voiceAgentVersions.config,
      updatedAt: voiceAgents.updatedAt,
    })
    .from(voiceAgents)
    .innerJoin(
      voiceAgentVersions,
      and(
        eq(voiceAgentVersions.agentId, voiceAgents.id),
        eq(voiceAgentVersions.version, voiceAgents.currentVersion),
      ),
    )
    .where(and(eq(voiceAgents.tenantGroup, tenantGroup), isNull(voiceAgents.deletedAt)))
    .orderBy(asc(voiceAgentVersions.name))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    version: row.version,
    language: row.config.language,
    updatedAt: row.updatedAt.toISOString(),
  }))
}

export async function listVersions(db: Database, agentId: string) {
  const rows = await db
    .select({
      version: voiceAgentVersions.version,
      name: voiceAgentVersions.name,
      createdAt: voiceAgentVersions.createdAt,
    })
    .from(voiceAgentVersions)
    .where(eq(voiceAgentVersions.agentId, agentId))
    .orderBy(desc(voiceAgentVersions.version))
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

/** The webhook secret in clear (admins see it to configure their telephony); null when not the tenant's. */
export async function webhookSecretOf(
  db: Database,
  tenantGroup: string,
  agentId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ secret: voiceAgents.webhookSecretEncrypted })
    .from(voiceAgents)
    .where(scope(tenantGroup, agentId))
  return row ? decryptSecret(row.secret) : null
}

/** The webhook's view: any tenant's agent by id, with its secret (the signature proves the sender). */
export async function agentForWebhook(db: Database, agentId: string) {
  const [row] = await db
    .select({
      tenantGroup: voiceAgents.tenantGroup,
      version: voiceAgents.currentVersion,
      secret: voiceAgents.webhookSecretEncrypted,
    })
    .from(voiceAgents)
    .where(and(eq(voiceAgents.id, agentId), isNull(voiceAgents.deletedAt)))
  return row ? { ...row, secret: decryptSecret(row.secret) } : null
}

export async function deleteAgent(db: Database, tenantGroup: string, agentId: string): Promise<boolean> {
  const rows = await db
    .update(voiceAgents)
    .set({ deletedAt: new Date() })
    .where(scope(tenantGroup, agentId))
    .returning({ id: voiceAgents.id })
  return rows.length > 0
}
