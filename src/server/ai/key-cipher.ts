// Provider API keys at rest: AES-256-GCM with a server secret. The secret comes from AI_SECRETS_KEY
// (base64 of 32 bytes; needed when several processes share one PostgreSQL database) or else from
// DATA_DIR/ai-secrets.key, created with mode 0600 on first start. Keys are decrypted only to call
// the provider; the API shows the last four characters (`apiKeyHint`) and never the key.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const version = 'v1'
let activeKey: Buffer | null = null

/** The key file in the data directory; created (0600) when missing. */
export function loadOrCreateKeyFile(dataDir: string): Buffer {
  const path = join(dataDir, 'ai-secrets.key')
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true })
    // `wx`: two processes starting at once must not overwrite each other's key.
    try {
      writeFileSync(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    chmodSync(path, 0o600)
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64')
  if (key.length !== 32) throw new Error(`${path} must hold base64 of 32 bytes; restore it or set AI_SECRETS_KEY`)
  return key
}

/** Sets the process's key: the configured one, or the data directory's key file. */
export function configureKeyCipher(options: { secretsKey: Buffer | undefined; dataDir: string }): void {
  activeKey = options.secretsKey ?? loadOrCreateKeyFile(options.dataDir)
}

/** For tests and scripts that hold a key of their own. */
export function useKeyCipherKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('The AI secrets key must be 32 bytes')
  activeKey = key
}

function requireKey(): Buffer {
  if (!activeKey) throw new Error('The AI key cipher is not configured (configureKeyCipher at start)')
  return activeKey
}

/** `v1:iv:tag:data`, base64url parts; a fresh IV per call, so equal keys never give equal text. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', requireKey(), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [version, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':')
}

/** Throws when the text was changed or was encrypted with another key (GCM authenticates it). */
export function decryptSecret(stored: string): string {
  const [tag, iv, authTag, data] = stored.split(':')
  if (tag !== version || !iv || !authTag || data === undefined) throw new Error('Unknown secret format')
  const decipher = createDecipheriv('aes-256-gcm', requireKey(), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(authTag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}

/** The last four characters, for recognising a key without revealing it. */
export function hintOf(apiKey: string): string {
  return apiKey.slice(-4)
}
