// Configuration is read from the environment once and every bad variable gets its own message.
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/server/config.ts'

describe('configuration', () => {
  it('has documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, sessionIdleMinutes: 30, sessionMaxHours: 12, logLevel: 'info', trustedProxies: [], signinTrustedNetworks: [], serveSourceMaps: false, serverRendering: true, knowledgeVectorMinSimilarity: 0.25 })
    expect(config.dataDir).toMatch(/\/data$/)
  })

  it('reads every variable', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u:p@db/tessera', SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8', LOG_LEVEL: 'debug', TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16,::1', SIGNIN_TRUSTED_NETWORKS: '203.0.113.0/24, 2001:db8::/32', SERVE_SOURCE_MAPS: 'true', SERVER_RENDERING: 'false', KNOWLEDGE_VECTOR_MIN_SIMILARITY: '0.4' })
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://u:p@db/tessera', sessionIdleMinutes: 15, sessionMaxHours: 8, logLevel: 'debug', trustedProxies: ['10.0.0.1', '192.168.0.0/16', '::1'], signinTrustedNetworks: ['203.0.113.0/24', '2001:db8::/32'], serveSourceMaps: true, serverRendering: false, knowledgeVectorMinSimilarity: 0.4 })
  })

  it('reports every bad variable at once, each with its own message', () => {
    let error: unknown
    try {
      loadConfig({ PORT: '70000', SESSION_IDLE_MINUTES: 'ten', SESSION_MAX_HOURS: '0', LOG_LEVEL: 'chatty', DATABASE_URL: 'mysql://x', TRUSTED_PROXIES: '10.0.0.1,proxy.local,10.0.0.0/99', SIGNIN_TRUSTED_NETWORKS: 'office,10.0.0.0/8/1', SERVE_SOURCE_MAPS: 'yes', SERVER_RENDERING: 'on', KNOWLEDGE_VECTOR_MIN_SIMILARITY: '1.5' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535, got "70000"',
      'SESSION_IDLE_MINUTES must be a whole number from 1 to 10080, got "ten"',
      'SESSION_MAX_HOURS must be a whole number from 1 to 2160, got "0"',
      'KNOWLEDGE_VECTOR_MIN_SIMILARITY must be a number from 0 to 1, got "1.5"',
      'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded database)',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "chatty"',
      'TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas, "proxy.local" is neither',
      'TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas, "10.0.0.0/99" is neither',
      'SIGNIN_TRUSTED_NETWORKS must list IP addresses or CIDR ranges separated by commas, "office" is neither',
      'SIGNIN_TRUSTED_NETWORKS must list IP addresses or CIDR ranges separated by commas, "10.0.0.0/8/1" is neither',
      'SERVE_SOURCE_MAPS must be true or false, got "yes"',
      'SERVER_RENDERING must be true or false, got "on"',
    ])
    expect((error as Error).message).toContain('Invalid configuration')
  })
})
