// Server configuration from the environment, validated once at start. Every bad variable is
// reported with its own message so an operator fixes them all in one go.
import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { invalidAddressEntries, splitList } from './lib/address-list.ts'
import { isHostNameEntry } from './net/outbound/outbound-policy.ts'

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

/** Cost of argon2id. Production uses OWASP's minimum (m = 19 MiB, t = 2, p = 1). */
export interface PasswordHashCost {
  readonly memoryCost: number
  readonly timeCost: number
  readonly parallelism: number
}

export const productionHashCost: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export interface ServerConfig {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly sessionIdleMinutes: number
  readonly sessionMaxHours: number
  readonly logLevel: LogLevel
  readonly trustedProxies: readonly string[]
  readonly hashCost: PasswordHashCost
  /** Sign-ins hashing at once, and waiting beyond that, before new ones get 503. */
  readonly signinConcurrency: number
  readonly signinQueue: number
  /** Addresses and CIDR ranges whose failed sign-ins never block the address as a whole (an office NAT). */
  readonly signinTrustedNetworks: readonly string[]
  /** Whether the built app's source maps (*.map) are served; off, they answer 404. */
  readonly serveSourceMaps: boolean
  /** Renders the signed-in `/` on the server from a session cookie (decision 0075). */
  readonly serverRendering: boolean
  /** Days a bulk-upload job (its file and report) is kept before it is deleted. */
  readonly bulkUploadRetentionDays: number
  /** Bulk uploads a tenant group may have validating, validated or committing at once. */
  readonly bulkUploadPendingLimit: number
  /** Whether this process runs background jobs (JOBS_ENABLED); tests that want no runner turn it off. */
  readonly jobsEnabled: boolean
  /** How often the job runner looks for work queued by other processes and for retries that came due. */
  readonly jobPollMs: number
  /** First retry delay of a failed job, doubled per attempt. */
  readonly jobRetryBaseMs: number
  /** Largest knowledge file accepted, in bytes. */
  readonly knowledgeMaxFileBytes: number
  /** Knowledge storage of a tenant when its AI settings name no quota, in bytes. */
  readonly knowledgeTenantQuotaBytes: number
  /**
   * Least cosine similarity a passage found by vector needs to count as a hit (0 to 1; 0: no floor).
   * Vector hits under it are dropped before fusion, so strict source modes can still find nothing.
   */
  readonly knowledgeVectorMinSimilarity: number
  /** Whether outbound requests (model providers) may reach loopback addresses (OUTBOUND_ALLOW_LOOPBACK, decision 0086). */
  readonly outboundAllowLoopback: boolean
  /** Host names, addresses and CIDR ranges outbound requests may reach although private (OUTBOUND_ALLOWED_HOSTS). */
  readonly outboundAllowedHosts: readonly string[]
  /**
   * Time a request may take from its arrival to its answer (REQUEST_TIME_LIMIT_MS); past it, 503
   * server.timeLimit and the work is told to stop. Routes that take large bodies get the time the body
   * may take to arrive on top; streamed answers are exempt once they have started (decision 0080).
   */
  readonly requestTimeLimitMs: number
  /** AES-256 key for provider API keys (AI_SECRETS_KEY); unset: DATA_DIR/ai-secrets.key, created on first start. */
  readonly aiSecretsKey: Buffer | undefined
}

export class ConfigError extends Error {
  readonly problems: readonly string[]

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

/** KNOWLEDGE_VECTOR_MIN_SIMILARITY when unset (docs/server.md, decision 0044). */
export const defaultVectorMinSimilarity = 0.25

type Env = Readonly<Record<string, string | undefined>>

/** Reads and checks the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = []
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
      return fallback
    }
    return value
  }
  const port = int('PORT', 3000, 0, 65_535)
  const sessionIdleMinutes = int('SESSION_IDLE_MINUTES', 30, 1, 7 * 24 * 60)
  const sessionMaxHours = int('SESSION_MAX_HOURS', 12, 1, 24 * 90)
  // Hashing is CPU-bound: one hash per core; more only lengthens every sign-in.
  const signinConcurrency = int('SIGNIN_CONCURRENCY', availableParallelism(), 1, 256)
  const signinQueue = int('SIGNIN_QUEUE', 16, 0, 10_000)
  const bulkUploadRetentionDays = int('BULK_UPLOAD_RETENTION_DAYS', 30, 1, 3650)
  const bulkUploadPendingLimit = int('BULK_UPLOAD_PENDING_LIMIT', 20, 1, 1000)

  const jobPollMs = int('JOB_POLL_MS', 2_000, 10, 600_000)
  const jobRetryBaseMs = int('JOB_RETRY_BASE_MS', 10_000, 1, 3_600_000)
  const requestTimeLimitMs = int('REQUEST_TIME_LIMIT_MS', 30_000, 1_000, 600_000)
  const knowledgeMaxFileBytes = int('KNOWLEDGE_MAX_FILE_BYTES', 25 * 1024 * 1024, 1, 1024 * 1024 * 1024)
  const knowledgeTenantQuotaBytes = int(
    'KNOWLEDGE_TENANT_QUOTA_BYTES',
    1024 * 1024 * 1024,
    0,
    Number.MAX_SAFE_INTEGER,
  )
  const rawFloor = env.KNOWLEDGE_VECTOR_MIN_SIMILARITY
  let knowledgeVectorMinSimilarity = defaultVectorMinSimilarity
  if (rawFloor !== undefined && rawFloor !== '') {
    const value = Number(rawFloor)
    if (!/^\s*\d*\.?\d+\s*$/.test(rawFloor) || !(value >= 0 && value <= 1))
      problems.push(`KNOWLEDGE_VECTOR_MIN_SIMILARITY must be a number from 0 to 1, got "${rawFloor}"`)
    else knowledgeVectorMinSimilarity = value
  }
  const rawJobsEnabled = env.JOBS_ENABLED || 'true'
  if (!['true', 'false'].includes(rawJobsEnabled))
    problems.push(`JOBS_ENABLED must be true or false, got "${rawJobsEnabled}"`)

  const host = env.HOST || '127.0.0.1'
  if (isIP(host) === 0 && !/^[a-z0-9.-]+$/i.test(host))
    problems.push(`HOST must be an IP address or host name, got "${host}"`)

  const databaseUrl = env.DATABASE_URL || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(
      'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded database)',
    )
  }

  const rawLevel = env.LOG_LEVEL || 'info'
  const logLevel = (logLevels as readonly string[]).includes(rawLevel) ? (rawLevel as LogLevel) : 'info'
  if (logLevel !== rawLevel)
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${rawLevel}"`)

  const trustedProxies = splitList(env.TRUSTED_PROXIES)
  for (const proxy of invalidAddressEntries(trustedProxies)) {
    problems.push(
      `TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas, "${proxy}" is neither`,
    )
  }
  const signinTrustedNetworks = splitList(env.SIGNIN_TRUSTED_NETWORKS)
  for (const network of invalidAddressEntries(signinTrustedNetworks)) {
    problems.push(
      `SIGNIN_TRUSTED_NETWORKS must list IP addresses or CIDR ranges separated by commas, "${network}" is neither`,
    )
  }
  const rawSourceMaps = env.SERVE_SOURCE_MAPS || 'false'
  const serveSourceMaps = rawSourceMaps === 'true'
  if (!['true', 'false'].includes(rawSourceMaps))
    problems.push(`SERVE_SOURCE_MAPS must be true or false, got "${rawSourceMaps}"`)
  // On unless told otherwise: the signed-in dashboard painted from the server's HTML (decisions 0075, 0076).
  const rawServerRendering = env.SERVER_RENDERING || 'true'
  const serverRendering = rawServerRendering === 'true'
  if (!['true', 'false'].includes(rawServerRendering))
    problems.push(`SERVER_RENDERING must be true or false, got "${rawServerRendering}"`)

  const rawAllowLoopback = env.OUTBOUND_ALLOW_LOOPBACK || 'false'
  if (!['true', 'false'].includes(rawAllowLoopback))
    problems.push(`OUTBOUND_ALLOW_LOOPBACK must be true or false, got "${rawAllowLoopback}"`)
  const outboundAllowedHosts = splitList(env.OUTBOUND_ALLOWED_HOSTS)
  for (const entry of invalidAddressEntries(
    outboundAllowedHosts.filter((entry) => !isHostNameEntry(entry)),
  )) {
    problems.push(
      `OUTBOUND_ALLOWED_HOSTS must list host names, IP addresses or CIDR ranges separated by commas, "${entry}" is none of them`,
    )
  }

  const aiSecretsKey = env.AI_SECRETS_KEY ? Buffer.from(env.AI_SECRETS_KEY, 'base64') : undefined
  if (
    env.AI_SECRETS_KEY &&
    (aiSecretsKey!.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(env.AI_SECRETS_KEY))
  ) {
    problems.push('AI_SECRETS_KEY must be base64 of exactly 32 random bytes (e.g. `openssl rand -base64 32`)')
  }

  if (sessionMaxHours * 60 < sessionIdleMinutes) {
    problems.push('SESSION_IDLE_MINUTES must not exceed SESSION_MAX_HOURS (in minutes)')
  }

  if (problems.length > 0) throw new ConfigError(problems)
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl,
    sessionIdleMinutes,
    sessionMaxHours,
    logLevel,
    trustedProxies,
    hashCost: productionHashCost,
    signinConcurrency,
    signinQueue,
    signinTrustedNetworks,
    serveSourceMaps,
    serverRendering,
    bulkUploadRetentionDays,
    bulkUploadPendingLimit,
    jobsEnabled: rawJobsEnabled !== 'false',
    jobPollMs,
    jobRetryBaseMs,
    requestTimeLimitMs,
    knowledgeMaxFileBytes,
    knowledgeTenantQuotaBytes,
    knowledgeVectorMinSimilarity,
    outboundAllowLoopback: rawAllowLoopback === 'true',
    outboundAllowedHosts,
    aiSecretsKey,
  }
}
