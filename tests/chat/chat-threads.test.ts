// Threads: who may create one where, and that only the owner ever reaches it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildChatApp, createThread, type ChatTestApp } from './chat-helpers.ts'

describe('chat threads', () => {
  let t: ChatTestApp
  let igephaFixed: string
  let igephaOwn: string
  let bpiFixed: string
  beforeAll(async () => {
    t = await buildChatApp()
    igephaFixed = await t.addAssistant('IGEPHA', { sourceMode: 'all', fixed: true, name: 'IGEPHA all' })
    igephaOwn = await t.addAssistant('IGEPHA', { sourceMode: 'files', name: 'Own assistant' })
    bpiFixed = await t.addAssistant('BPI', { sourceMode: 'files', fixed: true })
  })
  afterAll(() => t.close())

  it('creates a classic thread on the chatbot route and reads it back with no messages', async () => {
    const { headers } = await t.signInAs('READ', 'IGEPHA')
    const id = await createThread(t, headers, { assistantId: igephaOwn, routeId: 'chatbot', kind: 'classic' })
    const response = await t.app.inject({ url: `/api/chat/threads/${id}`, headers })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      thread: { id, kind: 'classic', route: 'chatbot', title: '', settings: {} },
      assistant: { id: igephaOwn },
      messages: [],
    })
  })

  it.each([
    ['an unknown route', { routeId: 'dashboard', kind: 'classic' }, 400, 'chat.unknownRoute'],
    [
      'a route of another group',
      { routeId: 'bpi-external-chatbot', kind: 'classic' },
      403,
      'chat.routeNotAllowed',
    ],
    [
      'the internal chatbot as READ',
      { routeId: 'igepha-internal-chatbot', kind: 'classic' },
      403,
      'chat.routeNotAllowed',
    ],
    ['the wrong kind', { routeId: 'igepha-ai', kind: 'classic' }, 400, 'chat.wrongKind'],
    [
      'expert settings outside a customizable chatbot',
      { routeId: 'chatbot', kind: 'classic', settings: { temperature: 0.2 } },
      403,
      'chat.expertModeOnly',
    ],
  ])('refuses %s', async (_label, body, status, code) => {
    const { headers } = await t.signInAs('READ', 'IGEPHA')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers,
      payload: { assistantId: igephaFixed, ...body },
    })
    expect(response.statusCode).toBe(status)
    expect(response.json().code).toBe(code)
  })

  it('lets client chatbots use only their own tenant fixed assistants', async () => {
    const { headers } = await t.signInAs('READ', 'IGEPHA')
    const notFixed = await t.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers,
      payload: { assistantId: igephaOwn, routeId: 'igepha-external-chatbot', kind: 'classic' },
    })
    expect(notFixed.statusCode).toBe(403)
    expect(notFixed.json().code).toBe('chat.assistantNotAllowed')
    const otherTenant = await t.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers,
      payload: { assistantId: bpiFixed, routeId: 'igepha-external-chatbot', kind: 'classic' },
    })
    expect(otherTenant.statusCode).toBe(404)
    await createThread(t, headers, {
      assistantId: igephaFixed,
      routeId: 'igepha-external-chatbot',
      kind: 'classic',
    })
  })

  it('answers 404 for another user and another tenant, and the owner still reads it', async () => {
    const owner = await t.signInAs('WRITE', 'IGEPHA')
    const id = await createThread(t, owner.headers, {
      assistantId: igephaFixed,
      routeId: 'igepha-ai',
      kind: 'dynamic',
    })
    const sameTenant = await t.signInAs('ROOT', 'IGEPHA')
    const otherTenant = await t.signInAs('ROOT', 'BPI')
    const parentRoot = await t.signInAs('ROOT', 'PARENT')
    for (const caller of [sameTenant, otherTenant, parentRoot]) {
      for (const request of [
        { method: 'GET' as const, url: `/api/chat/threads/${id}` },
        { method: 'POST' as const, url: `/api/chat/threads/${id}/messages`, payload: { content: 'Hallo' } },
        { method: 'POST' as const, url: `/api/chat/threads/${id}/stop` },
        { method: 'PATCH' as const, url: `/api/chat/threads/${id}/settings`, payload: { temperature: 1 } },
      ]) {
        const response = await t.app.inject({ ...request, headers: caller.headers })
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404)
      }
    }
    expect((await t.app.inject({ url: `/api/chat/threads/${id}`, headers: owner.headers })).statusCode).toBe(
      200,
    )
  })

  it('keeps expert settings on customizable chatbots and refuses a model the tenant does not allow', async () => {
    const { headers } = await t.signInAs('READ', 'IGEPHA', ['expertMode'])
    const id = await createThread(t, headers, {
      assistantId: igephaOwn,
      routeId: 'igepha-customizable-chatbot',
      kind: 'dynamic',
      settings: { sourceMode: 'general' },
    })
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/chat/threads/${id}/settings`,
      headers,
      payload: { temperature: 0.3, extraInstruction: 'Kurz antworten' },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().settings).toEqual({
      sourceMode: 'general',
      temperature: 0.3,
      extraInstruction: 'Kurz antworten',
    })
    const model = await t.app.inject({
      method: 'PATCH',
      url: `/api/chat/threads/${id}/settings`,
      headers,
      payload: { modelId: 'not-allowed' },
    })
    expect(model.statusCode).toBe(400)
    expect(model.json().code).toBe('chat.modelNotAllowed')
    const classic = await createThread(t, headers, {
      assistantId: igephaOwn,
      routeId: 'chatbot',
      kind: 'classic',
    })
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/chat/threads/${classic}/settings`,
          headers,
          payload: { temperature: 1 },
        })
      ).json().code,
    ).toBe('chat.expertModeOnly')
  })

  it('lists the published assistants of the own tenant for the switcher, and no models on a fresh install', async () => {
    await t.addAssistant('IGEPHA', { sourceMode: 'all', status: 'draft', name: 'Draft' })
    const { headers } = await t.signInAs('READ', 'IGEPHA')
    const names = (await t.app.inject({ url: '/api/chat/assistants', headers }))
      .json()
      .assistants.map((a: { name: string }) => a.name)
    expect(names).toContain('IGEPHA all')
    expect(names).not.toContain('Draft')
    // By name, whatever the order of creation, those reading the whole data pool first: the first is
    // the workspace's default for a new thread, so a document uploaded to the data pool is read there.
    await t.addAssistant('IGEPHA', { sourceMode: 'general', name: 'Arzneimittel-Lotse' })
    await t.addAssistant('IGEPHA', { sourceMode: 'all', name: 'Zentrale Quellen' })
    const listed = (await t.app.inject({ url: '/api/chat/assistants', headers })).json().assistants as {
      name: string
      sourceMode: string
    }[]
    const byName = (list: { name: string }[]) =>
      list.map((a) => a.name).sort((a, b) => a.localeCompare(b, 'de'))
    const readingAll = listed.filter((a) => a.sourceMode === 'all')
    expect(listed.map((a) => a.name)).toEqual([
      ...byName(readingAll),
      ...byName(listed.filter((a) => a.sourceMode !== 'all')),
    ])
    expect(listed[0]!.sourceMode).toBe('all')
    expect(readingAll.map((a) => a.name)).toContain('Zentrale Quellen')
    expect(listed.findIndex((a) => a.name === 'Zentrale Quellen')).toBeLessThan(
      listed.findIndex((a) => a.name === 'Arzneimittel-Lotse'),
    )
    expect(
      (await t.app.inject({ url: '/api/chat/assistants', headers }))
        .json()
        .assistants.map((a: { id: string }) => a.id),
    ).not.toContain(bpiFixed)
    expect((await t.app.inject({ url: '/api/chat/models', headers })).json()).toEqual({
      models: [],
      defaultModelId: null,
    })
  })
})
