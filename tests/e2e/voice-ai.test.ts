// Voice AI in Chromium, on a server of its own with a scripted OpenAI-compatible chat model (no speech
// models): a DEMO admin sets up an agent, tries it by typing (the page says the browser's own voice
// reads the answers), sees each turn's latencies, hangs up; a DEMO reader finds the call in the
// results with its analysis and AE flag, opens it and reads the transcript and the captured AE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { text } from './support/messages.ts'
import { startOwnServerStage, type OwnServerStage } from './support/own-server-stage.ts'

let stage: OwnServerStage
let models: ScriptedOpenAiServer

beforeAll(async () => {
  models = await startScriptedOpenAiServer({ apiKey: 'sk-e2e-voice' })
  models.answerWhen(
    (body) => JSON.stringify(body.messages).includes('You analyse the transcript'),
    reply(
      JSON.stringify({
        summary: 'Ausschlag nach Zyrtomax gemeldet.',
        fields: {},
        criteria: {},
        adverseEvent: {
          suspected: true,
          product: 'Zyrtomax',
          reaction: 'Ausschlag am Hals',
          patient: 'Anruferin',
          reporter: 'Anruferin',
          contactConsent: true,
        },
      }),
    ),
  )
  models.answerWhen(
    () => true,
    reply(['Das tut mir leid. ', 'Darf sich unsere Arzneimittelsicherheit bei Ihnen melden?']),
  )
  stage = await startOwnServerStage({
    prefix: 'voice',
    group: 'DEMO',
    users: { admin: 'ADMIN', reader: 'READ' },
  })
  await stage.useScriptedChatModel(models, {
    apiKey: 'sk-e2e-voice',
    modelName: 'e2e-voice-model',
    displayName: 'Sprachagent-Modell',
  })
}, 240_000)

afterAll(async () => {
  await stage?.close()
  await models?.close()
})

describe('voice AI', () => {
  it('the DEMO admin sets up an agent and tries it by typing', async () => {
    const page = await stage.openAs('admin', '/ai-services/voice-ai-setup')
    await page.getByRole('heading', { name: text('page.voiceAiSetup') }).waitFor()
    await page.getByRole('button', { name: text('voice.agents.new') }).click()
    const editor = page.getByRole('form', { name: text('voice.agent.editor') })
    await editor.getByLabel(text('voice.agent.name')).fill('Zyrtomax-Hotline')
    await editor.getByLabel(text('voice.agent.instructions')).fill('Beantworte Fragen zu Zyrtomax knapp.')
    await editor.getByLabel(text('voice.agent.firstMessage')).fill('Guten Tag, Zyrtomax-Hotline.')
    await editor.getByRole('button', { name: text('voice.agent.save') }).click()
    await page
      .getByRole('navigation', { name: text('voice.agents.title') })
      .getByText('Zyrtomax-Hotline')
      .waitFor()

    const tryIt = page.getByRole('region', { name: text('voice.try.title') })
    await tryIt.getByRole('button', { name: text('voice.try.start') }).click()
    await tryIt.getByText(text('voice.try.typedMode')).waitFor()
    // The agent does not record (the default): the page says no audio is kept.
    await tryIt.getByText(text('voice.try.recordingOff')).waitFor()
    await tryIt.getByText('Guten Tag, Zyrtomax-Hotline.').waitFor()
    await tryIt
      .getByLabel(text('voice.try.typeHere'))
      .fill('Ich habe nach Zyrtomax einen Ausschlag am Hals bekommen.')
    await tryIt.getByRole('button', { name: text('voice.try.send') }).click()
    await tryIt
      .getByText('Darf sich unsere Arzneimittelsicherheit bei Ihnen melden?', { exact: false })
      .waitFor()
    await tryIt.getByTestId('turn-latencies').waitFor()
    expect(await tryIt.getByTestId('turn-latencies').textContent()).toMatch(/\d+ ms/)
    await tryIt.getByRole('button', { name: text('voice.try.hangUp') }).click()
    await tryIt.getByText(text('voice.try.ended')).waitFor()
  }, 120_000)

  it('a DEMO reader finds the call with its analysis and AE capture', async () => {
    const page = await stage.openAs('reader', '/ai-services/voice-ai-results')
    await page.getByRole('heading', { name: text('page.voiceAiResults') }).waitFor()
    const table = page.getByRole('table', { name: text('voice.results.table') })
    // The analysis runs in the job runner; the list is polled while it is queued.
    await table
      .locator('tbody')
      .getByText(text('voice.ae.flag'), { exact: true })
      .waitFor({ timeout: 30_000 })
    await table.getByText('Zyrtomax-Hotline').click()
    const detail = page.getByRole('region', { name: text('voice.call.title') })
    await detail.getByText('Ausschlag nach Zyrtomax gemeldet.').waitFor()
    await detail.getByText('Ich habe nach Zyrtomax einen Ausschlag am Hals bekommen.').waitFor()
    await detail.getByText('Ausschlag am Hals', { exact: true }).waitFor()
    await detail.getByText(text('voice.ae.forwarded')).waitFor()
    await detail.getByText(text('voice.call.recordingOff')).waitFor()
    expect(await detail.getByRole('button', { name: text('voice.turn.play') }).count()).toBe(0)
    expect(await page.getByRole('button', { name: text('voice.analysis.rerun') }).count()).toBe(0)
  }, 120_000)
})
