// What the e2e global setup hands to every test file (vitest provide/inject).

export interface E2eUser {
  readonly email: string
  readonly password: string
  readonly username: string
  readonly role: string
  readonly group: string
  readonly features: readonly string[]
  /** A session opened by the global setup; tests that end sessions sign in on their own instead. */
  readonly token: string
  readonly id: string
}

export interface E2eEnv {
  /** http://127.0.0.1:<port> of the real server (API and built browser app on one port). */
  readonly baseURL: string
  /** The shared Chromium (playwright-core launchServer), connect with chromium.connect(). */
  readonly wsEndpoint: string
  /** The ROOT user of PARENT the setup created with the user:create CLI. */
  readonly root: E2eUser
  /** One user per group x level ("ADMIN.DEMO"), plus "expert.<GROUP>" READ users with expertMode. */
  readonly users: Readonly<Record<string, E2eUser>>
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnv
  }
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
