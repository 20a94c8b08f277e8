// The key cipher: a fresh IV per call, tampering detected, the key file private to the server's user.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { redactedPaths } from '../../../src/server/app.ts'
import { loadConfig, ConfigError } from '../../../src/server/config.ts'
import { configureKeyCipher, decryptSecret, encryptSecret, hintOf, useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'

const dir = mkdtempSync(join(tmpdir(), 'tessera-cipher-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('key cipher', () => {
  it('encrypts with a fresh IV each time and decrypts back', () => {
    useKeyCipherKey(randomBytes(32))
    const first = encryptSecret('sk-live-abcdef1234')
    const second = encryptSecret('sk-live-abcdef1234')
    expect(first).not.toBe(second)
    expect(first).not.toContain('abcdef')
    expect(decryptSecret(first)).toBe('sk-live-abcdef1234')
    expect(hintOf('sk-live-abcdef1234')).toBe('1234')
  })

  it('refuses changed ciphertext and another key', () => {
    useKeyCipherKey(randomBytes(32))
    const stored = encryptSecret('secret value')
    const [version, iv, tag, data] = stored.split(':')
    const flipped = Buffer.from(data!, 'base64url')
    flipped[0] = flipped[0]! ^ 1
    expect(() => decryptSecret([version, iv, tag, flipped.toString('base64url')].join(':'))).toThrow()
    useKeyCipherKey(randomBytes(32))
    expect(() => decryptSecret(stored)).toThrow()
  })

  it('creates DATA_DIR/ai-secrets.key with mode 0600 once and keeps using it', () => {
    configureKeyCipher({ secretsKey: undefined, dataDir: dir })
    const path = join(dir, 'ai-secrets.key')
    expect(statSync(path).mode & 0o777).toBe(0o600)
    const stored = encryptSecret('kept')
    const key = readFileSync(path, 'utf8')
    configureKeyCipher({ secretsKey: undefined, dataDir: dir })
    expect(readFileSync(path, 'utf8')).toBe(key)
    expect(decryptSecret(stored)).toBe('kept')
  })

  it('is never logged: the server logger redacts apiKey fields', () => {
    const lines: string[] = []
    const logger = pino({ redact: { paths: redactedPaths, censor: '[redacted]' } }, new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) }))
    logger.info({ provider: { name: 'x', apiKey: 'sk-never-in-logs', apiKeyEncrypted: 'v1:abc' } }, 'provider saved')
    expect(lines.join('')).not.toContain('sk-never-in-logs')
    expect(lines.join('')).not.toContain('v1:abc')
    expect(lines.join('')).toContain('[redacted]')
  })

  it('prefers AI_SECRETS_KEY and validates it with a clear message', () => {
    const key = randomBytes(32)
    expect(loadConfig({ AI_SECRETS_KEY: key.toString('base64') }).aiSecretsKey).toEqual(key)
    expect(() => loadConfig({ AI_SECRETS_KEY: 'too-short' })).toThrow(ConfigError)
    expect(() => loadConfig({ AI_SECRETS_KEY: randomBytes(16).toString('base64') })).toThrow(/AI_SECRETS_KEY must be base64 of exactly 32/)
  })
})
