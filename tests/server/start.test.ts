// `npm start` for real: scripts/start.ts as a child process on a fresh database (the suite's: an empty
// DATA_DIR, or a fresh PostgreSQL database when DATABASE_URL is set), on a random port.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createCliDatabase, type CliDatabase } from './helpers/cli-database.ts'
import { openConnection, readResponse } from './helpers/raw-http.ts'
import {
  credentialsPattern,
  startScriptArgs,
  startServer,
  type StartedServer,
} from './helpers/start-server.ts'

/** GET /api/health on a new connection: its status, or how the connection failed. */
async function tryNewRequest(port: number): Promise<number | 'refused' | 'dropped'> {
  const socket = await openConnection(port).catch((error: NodeJS.ErrnoException) => error)
  if (socket instanceof Error) {
    if (socket.code === 'ECONNREFUSED') return 'refused'
    // Reset during the handshake: queued by the kernel as the listener closed, then dropped unserved.
    return socket.code === 'ECONNRESET' ? 'dropped' : Promise.reject(socket)
  }
  const answer = readResponse(socket)
  socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
  try {
    return (await answer).status
  } catch (error) {
    if (['ECONNRESET', 'EPIPE', 'EMPTY_RESPONSE'].includes((error as NodeJS.ErrnoException).code ?? ''))
      return 'dropped'
    throw error
  }
}

describe('npm start', () => {
  let target: CliDatabase
  let stubClientDir: string
  const servers: StartedServer[] = []
  beforeEach(async () => {
    target = await createCliDatabase()
    // A built app already there, so that start does not build it (only the last test builds).
    stubClientDir = mkdtempSync(join(tmpdir(), 'tessera-client-'))
    writeFileSync(join(stubClientDir, 'index.html'), '<!doctype html><title>Tessera stub</title>')
  })
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop()
    await target.remove()
    rmSync(stubClientDir, { recursive: true, force: true })
  })

  // Without the server's page renderer: a stub app has no page to render, and a missing dist/ssr
  // would be built by every first start here (the e2e suite starts servers with it, as npm start does).
  const start = async (env: NodeJS.ProcessEnv = {}, listenTimeoutMs?: number) => {
    const server = await startServer(
      {
        ...target.env,
        HOST: '127.0.0.1',
        PORT: '0',
        CLIENT_DIR: stubClientDir,
        SERVER_RENDERING: 'false',
        ...env,
      },
      { listenTimeoutMs },
    )
    servers.push(server)
    return server
  }

  const signIn = (url: string, email: string, password: string) =>
    fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })

  it('prints a ROOT credential once on an empty database; it signs in; the next start prints none', async () => {
    const first = await start()
    await first.waitForOutput(credentialsPattern)
    // Says which Node runs it: 24, with no TypeScript loader in between (decision 0032).
    expect(first.output()).toContain(`Tessera listening on ${first.url} (Node ${process.version}, database:`)
    expect(process.version).toMatch(/^v24\./)
    const banners = first.output().match(new RegExp(credentialsPattern, 'g')) ?? []
    expect(banners).toHaveLength(1)
    const [, email, password] = credentialsPattern.exec(first.output())!
    const signedIn = await signIn(first.url, email!, password!)
    expect(signedIn.status).toBe(200)
    const { token } = (await signedIn.json()) as { token: string }
    const me = await fetch(`${first.url}/api/auth/get-user`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(await me.json()).toMatchObject({ email, role: 'ROOT', group: 'PARENT' })
    expect(await first.stop()).toBe(0)

    const second = await start()
    expect(second.output()).not.toMatch(/password:/)
    expect(second.output()).not.toContain(password)
    expect((await signIn(second.url, email!, password!)).status).toBe(200)
    expect(await second.stop()).toBe(0)
  }, 120_000)

  it('ends the first start with the credentials, framed, and logs no line per request at the default level', async () => {
    const first = await start({ LOG_LEVEL: '' })
    const [banner, email, password] = await first.waitForOutput(credentialsPattern)
    // A few requests, as a browser signing in makes them: none of them adds a line.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200)
    expect((await signIn(first.url, email!, password!)).status).toBe(200)
    expect((await fetch(`${first.url}/api/nothing-here`)).status).toBe(404)
    first.child.kill('SIGTERM')
    // Everything before the shutdown's own line: the requests' lines would have been written by now.
    await first.waitForOutput(/shutting down/)
    const beforeShutdown = first.output().slice(0, first.output().search(/.*shutting down/))
    expect(beforeShutdown).not.toMatch(/incoming request|request completed/)
    // The start's own lines all come before the framed credentials. After them there may be only
    // what the running server logs at the default level on a busy machine (a slow request, a job's
    // warning): no request line, and nothing of the start.
    const lines = beforeShutdown.trimEnd().split('\n')
    const open = lines.findIndex((line) => /^=+$/.test(line))
    const close = lines.findIndex((line, index) => index > open && /^=+$/.test(line))
    expect(open).toBeGreaterThan(0)
    expect(lines.slice(open, close + 1).join('\n')).toContain(banner)
    const after = lines.slice(close + 1).filter((line) => line.trim() !== '')
    expect(
      after.filter((line) => /listening|"msg":"(incoming request|request completed)"/.test(line)),
      after.join('\n'),
    ).toEqual([])
    expect(beforeShutdown.indexOf(`Tessera listening on ${first.url}`)).toBeLessThan(
      beforeShutdown.indexOf(banner),
    )
    expect(await first.exited()).toBe(0)
  }, 120_000)

  it('is what npm start runs: node scripts/start.ts, no TypeScript loader', () => {
    const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(packageJson.scripts.start).toBe(`node ${startScriptArgs.join(' ')}`)
  })

  it('lets a request in flight finish on SIGTERM, takes no new ones and exits 0', async () => {
    // Lines per request are logged at debug: the test waits for the one of its request.
    const server = await start({ LOG_LEVEL: 'debug' })
    const [, email, password] = await server.waitForOutput(credentialsPattern)
    const body = JSON.stringify({ email, password })
    // The headers now, the body once the server is shutting down.
    const inFlight = await openConnection(server.port)
    inFlight.write(
      `POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    )
    await server.waitForOutput(
      /"msg":"incoming request"[^\n]*"url":"\/api\/auth\/signin"|"url":"\/api\/auth\/signin"[^\n]*"msg":"incoming request"/,
    )
    server.child.kill('SIGTERM')
    await server.waitForOutput(/shutting down/)

    // A new connection is refused, dropped unserved (accepted by the kernel before the listener
    // closed), or answered 503 if it slipped in while closing.
    expect(['refused', 'dropped', 503]).toContain(await tryNewRequest(server.port))

    const answer = readResponse(inFlight)
    inFlight.write(body)
    const { status, body: answerBody } = await answer
    expect(status).toBe(200)
    expect(JSON.parse(answerBody)).toMatchObject({ email, token: expect.any(String) })
    expect(await server.exited()).toBe(0)
  }, 120_000)

  it('builds the browser app into CLIENT_DIR when it is missing, then serves it for / and any page', async () => {
    const clientDir = join(stubClientDir, 'missing-build')
    const server = await start({ CLIENT_DIR: clientDir }, 300_000)
    expect(server.output()).toContain(`npx vite build --outDir ${clientDir}`)
    const index = readFileSync(join(clientDir, 'index.html'), 'utf8')
    expect(index).toMatch(/<script type="module"[^>]*src="\/assets\/[^"]+\.js"/)
    for (const path of ['/', '/admin/users/john.doe', '/some/unknown/page']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toBe(index)
    }
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)![1]!
    expect((await fetch(`${server.url}${script}`)).status).toBe(200)
    expect(existsSync(join(clientDir, script))).toBe(true)
    expect((await fetch(`${server.url}/api/nothing-here`)).status).toBe(404)
    expect(await server.stop()).toBe(0)
  }, 360_000)
})
