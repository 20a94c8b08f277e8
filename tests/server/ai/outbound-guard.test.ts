// The outbound guard (src/server/net/outbound): a provider's base URL that points at this machine,
// a private network, link-local addresses (cloud metadata) or nowhere is refused before anything is
// sent, in every spelling of the address; the operator opens loopback (OUTBOUND_ALLOW_LOOPBACK) or
// named hosts and networks (OUTBOUND_ALLOWED_HOSTS); answers are size-limited (decision 0086).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../src/server/config.ts'
import { classifyAddress } from '../../../src/server/net/outbound/address-class.ts'
import {
  assertOutboundUrl,
  outboundFetch,
  type HostResolver,
} from '../../../src/server/net/outbound/outbound-fetch.ts'
import { configureOutbound } from '../../../src/server/net/outbound/outbound-policy.ts'
import { bearer, buildApp, type TestApp } from '../helpers/build-app.ts'
import { startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../../support/scripted-openai-server.ts'

const apiKey = 'sk-outbound-test'
let server: ScriptedOpenAiServer
let port: number
beforeAll(async () => {
  server = await startScriptedOpenAiServer({ apiKey, models: ['gpt-test'] })
  port = Number(new URL(server.baseUrl).port)
})
afterAll(() => server.close())

describe('address classes', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    ['10.20.30.40', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.178.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.251', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['172.32.0.1', 'public'],
    ['8.8.8.8', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['::ffff:8.8.8.8', 'public'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected)
  })

  it.each([
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://2130706433/',
    'http://127.1/',
    'http://0x7f.1/',
    'http://[::ffff:7f00:1]/',
    'http://[::1]/',
    'http://0/',
    'http://169.254.169.254./',
    'http://0xa9fea9fe/',
    'http://012.1/',
  ])('refuses %s before connecting, in whatever form the address is written', (url) => {
    configureOutbound({ allowLoopback: false, allowedHosts: [] })
    expect(() => assertOutboundUrl(new URL(url))).toThrow(/address; the server does not connect there/)
  })

  it.each(['file:///etc/passwd', 'ftp://example.test/', 'gopher://example.test/'])(
    'fetches http and https only, not %s',
    async (url) => {
      await expect(outboundFetch(url)).rejects.toThrow(/Only http and https/)
    },
  )
})

describe('the provider connection test', () => {
  let t: TestApp
  let root: string
  const call = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(root), payload })
  const testWith = async (baseUrl: string) => {
    const created = await call('POST', '/api/ai-admin/providers', {
      name: `P ${Math.random()}`,
      kind: 'openai-compatible',
      baseUrl,
      apiKey,
      timeoutMs: 5000,
    })
    expect(created.statusCode, created.body).toBe(201)
    return (await call('POST', `/api/ai-admin/providers/${created.json().id}/test`)).json()
  }
  afterAll(() => t?.close())

  it('refuses loopback, private, link-local and unspecified targets without OUTBOUND_ALLOW_LOOPBACK, and sends them nothing', async () => {
    t = await buildApp({ config: { outboundAllowLoopback: false, outboundAllowedHosts: [] } })
    const { user, password } = await t.createUser({ role: 'ROOT', group: 'PARENT' })
    root = await t.signIn(user.email, password)
    const before = server.requests.length
    for (const host of [
      '127.0.0.1',
      '0x7f000001',
      '2130706433',
      '127.1',
      '[::ffff:7f00:1]',
      'localhost',
      '0.0.0.0',
      '[::1]',
    ]) {
      expect(await testWith(`http://${host}:${port}/v1`), host).toEqual({
        ok: false,
        code: 'ai.addressRefused',
        models: [],
      })
    }
    for (const baseUrl of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/v1',
      'http://192.168.1.1/v1',
      'http://[fe80::1]/v1',
      'http://[fd00::1]/v1',
    ]) {
      expect(await testWith(baseUrl), baseUrl).toEqual({ ok: false, code: 'ai.addressRefused', models: [] })
    }
    expect(server.requests.length).toBe(before)
  })

  it('reaches hosts and networks the operator names in OUTBOUND_ALLOWED_HOSTS, and nothing else private', async () => {
    configureOutbound({ allowLoopback: false, allowedHosts: ['localhost'] })
    expect(await testWith(`http://localhost:${port}/v1`)).toEqual({ ok: true, models: ['gpt-test'] })
    expect(await testWith(`http://127.0.0.1:${port}/v1`)).toMatchObject({ code: 'ai.addressRefused' })
    configureOutbound({ allowLoopback: false, allowedHosts: ['127.0.0.0/8'] })
    expect(await testWith(`http://127.0.0.1:${port}/v1`)).toEqual({ ok: true, models: ['gpt-test'] })
    expect(await testWith('http://10.0.0.1/v1')).toMatchObject({ code: 'ai.addressRefused' })
  })

  it('with OUTBOUND_ALLOW_LOOPBACK reaches loopback, still never link-local or private ones', async () => {
    configureOutbound({ allowLoopback: true, allowedHosts: [] })
    expect(await testWith(`http://0x7f000001:${port}/v1`)).toEqual({ ok: true, models: ['gpt-test'] })
    for (const baseUrl of [
      'http://169.254.169.254/latest',
      'http://0xa9fea9fe/latest',
      'http://172.16.0.1/v1',
      'http://0.0.0.0/v1',
    ]) {
      expect(await testWith(baseUrl), baseUrl).toMatchObject({ ok: false, code: 'ai.addressRefused' })
    }
  })
})

describe('the outbound client', () => {
  it('cuts an answer off at its size limit and does not follow redirects', async () => {
    configureOutbound({ allowLoopback: true, allowedHosts: [] })
    const big = createServer((request, response) => {
      if (request.url === '/redirect')
        return void response.writeHead(302, { location: 'http://169.254.169.254/' }).end()
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end('x'.repeat(200_000))
    })
    await new Promise<void>((resolve) => big.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(big.address() as AddressInfo).port}`
    try {
      const limits = { maxResponseBytes: 50_000, maxRequestBytes: 1000, idleTimeoutMs: 5000 }
      const answer = await outboundFetch(`${base}/big`, undefined, limits)
      await expect(answer.text()).rejects.toThrow()
      expect((await (await outboundFetch(`${base}/big`)).text()).length).toBe(200_000)
      const redirected = await outboundFetch(`${base}/redirect`)
      expect(redirected.status).toBe(302)
      await expect(
        outboundFetch(`${base}/big`, { method: 'POST', body: 'y'.repeat(2000) }, limits),
      ).rejects.toThrow(/at most 1000/)
    } finally {
      big.close()
    }
  })
})

describe('host names checked at connect time (DNS rebinding)', () => {
  /** A resolver answering for host names the test owns, one answer per lookup, counting the lookups. */
  function scriptedResolver(...answers: string[][]) {
    const asked: string[] = []
    const resolve: HostResolver = async (hostname) => {
      asked.push(hostname)
      const next = answers[Math.min(asked.length - 1, answers.length - 1)]!
      return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
    }
    return { resolve, asked }
  }

  /** An HTTP server on `host` that counts what reaches it and closes each connection after its answer. */
  async function countingServer(host: string, port = 0) {
    let reached = 0
    const listening = createServer((_request, response) => {
      reached += 1
      response.writeHead(200, { 'content-type': 'text/plain', connection: 'close' }).end(`from ${host}`)
    })
    await new Promise<void>((resolve) => listening.listen(port, host, resolve))
    return {
      port: (listening.address() as AddressInfo).port,
      reached: () => reached,
      close: () => new Promise((resolve) => listening.close(resolve)),
    }
  }

  const limits = { maxResponseBytes: 10_000, maxRequestBytes: 1000, idleTimeoutMs: 5000 }

  it('refuses a host name that resolves to this machine, and the server there hears nothing', async () => {
    configureOutbound({ allowLoopback: false, allowedHosts: [] })
    const internal = await countingServer('127.0.0.1')
    try {
      const { resolve, asked } = scriptedResolver(['127.0.0.1'])
      const refused = outboundFetch(`http://models.rebind.test:${internal.port}/`, undefined, limits, resolve)
      await expect(refused).rejects.toMatchObject({ name: 'OutboundRefused', reason: 'loopback' })
      expect(asked).toEqual(['models.rebind.test'])
      // The system's resolver too: localhost is a name for 127.0.0.1 (or ::1).
      await expect(
        outboundFetch(`http://localhost:${internal.port}/`, undefined, limits),
      ).rejects.toMatchObject({
        name: 'OutboundRefused',
        reason: 'loopback',
      })
      expect(internal.reached()).toBe(0)
    } finally {
      await internal.close()
    }
  })

  it('refuses every address of a host name when one of them is private or link-local', async () => {
    configureOutbound({ allowLoopback: false, allowedHosts: [] })
    for (const [addresses, reason] of [
      [['93.184.216.34', '10.0.0.5'], 'private'],
      [['2606:2800:220:1:248:1893:25c8:1946', '169.254.169.254'], 'linkLocal'],
    ] as const) {
      const { resolve } = scriptedResolver([...addresses])
      await expect(
        outboundFetch('http://mixed.rebind.test/', undefined, limits, resolve),
      ).rejects.toMatchObject({
        name: 'OutboundRefused',
        reason,
      })
    }
  })

  it('checks the answer of every new connection: a name that rebinds to this machine is refused the second time', async () => {
    // 127.0.0.2 stands for the public address the name first gave (the operator allows that one
    // address); 127.0.0.1 on the same port is the internal service the second answer points at.
    configureOutbound({ allowLoopback: false, allowedHosts: ['127.0.0.2/32'] })
    const internal = await countingServer('127.0.0.1')
    const first = await countingServer('127.0.0.2', internal.port)
    try {
      const { resolve, asked } = scriptedResolver(['127.0.0.2'], ['127.0.0.1'])
      const url = `http://flip.rebind.test:${internal.port}/`
      const answered = await outboundFetch(url, undefined, limits, resolve)
      expect(await answered.text()).toBe('from 127.0.0.2')
      await expect(outboundFetch(url, undefined, limits, resolve)).rejects.toMatchObject({
        name: 'OutboundRefused',
        reason: 'loopback',
      })
      expect(asked).toEqual(['flip.rebind.test', 'flip.rebind.test'])
      expect([first.reached(), internal.reached()]).toEqual([1, 0])
    } finally {
      await first.close()
      await internal.close()
      configureOutbound({ allowLoopback: true, allowedHosts: [] })
    }
  })
})

describe('configuration', () => {
  it('reads OUTBOUND_ALLOW_LOOPBACK and OUTBOUND_ALLOWED_HOSTS and names every bad value', () => {
    expect(loadConfig({})).toMatchObject({ outboundAllowLoopback: false, outboundAllowedHosts: [] })
    expect(
      loadConfig({
        OUTBOUND_ALLOW_LOOPBACK: 'true',
        OUTBOUND_ALLOWED_HOSTS: 'llm.intern.example, 10.20.0.0/16,fd00::5',
      }),
    ).toMatchObject({
      outboundAllowLoopback: true,
      outboundAllowedHosts: ['llm.intern.example', '10.20.0.0/16', 'fd00::5'],
    })
    let error: ConfigError | undefined
    try {
      loadConfig({
        OUTBOUND_ALLOW_LOOPBACK: 'yes',
        OUTBOUND_ALLOWED_HOSTS: 'ok.example,bad host!,10.0.0.0/99',
      })
    } catch (thrown) {
      error = thrown as ConfigError
    }
    expect(error?.problems).toEqual([
      'OUTBOUND_ALLOW_LOOPBACK must be true or false, got "yes"',
      'OUTBOUND_ALLOWED_HOSTS must list host names, IP addresses or CIDR ranges separated by commas, "bad host!" is none of them',
      'OUTBOUND_ALLOWED_HOSTS must list host names, IP addresses or CIDR ranges separated by commas, "10.0.0.0/99" is none of them',
    ])
  })
})
