// Without a key: Mailchimp's export (report CSV, a campaign's HTML) through the file guard; then the
// campaign's AI summary and tags and a draft "like this" checked by promo-check, both as jobs through
// the gateway against a scripted model; without a model both refuse with campaigns.noModel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messagesOf, buildRunApp, type RunTestApp } from '../analysis/run-helpers.ts'
import { reply } from '../support/scripted-openai-server.ts'

let t: RunTestApp
let headers: Record<string, string>

const csv = [
  'Title,Subject,List,Send Date,Send Weekday,Total Recipients,Successful Deliveries,Soft Bounces,Hard Bounces,Total Bounces,Unique Opens,Open Rate,Total Opens,Unique Clicks,Click Rate,Total Clicks,Unsubscribes,Unique Id',
  '"Printemps","Solaïa : la crème du printemps","Grand public","Mar 14, 2024 09:00 am",Thursday,"12,000","11,900",20,10,30,"4,200",35.29%,"6,000",476,4.00%,700,12,abc123',
  '"Nuit","Nuitcalme pour mieux dormir","Grand public","Apr 02, 2024 09:00 am",Tuesday,"8,000","7,950",5,5,10,"2,000",25.16%,"3,000",80,1.01%,120,30,def456',
  '"Sans id","Sans identifiant","Grand public","Apr 03, 2024 09:00 am",Wednesday,10,10,0,0,0,1,10%,1,0,0%,0,0,',
].join('\n')

const html = `<html><head><title>Solaïa : la crème du printemps</title></head><body><p>Cette semaine, la crème Solaïa protège votre peau du soleil de printemps. Demandez conseil à votre pharmacien, il connaît bien la gamme et ses usages.</p><script>alert(1)</script><img src="https://cdn.example.com/a.png"></body></html>`

async function importFile(filename: string, body: string | Buffer) {
  return t.app.inject({
    method: 'POST',
    url: `/api/campaigns/import?filename=${encodeURIComponent(filename)}`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: typeof body === 'string' ? Buffer.from(body) : body,
  })
}

async function campaignBySubject(subject: string) {
  const list = await t.app.inject({ url: `/api/campaigns?q=${encodeURIComponent(subject)}`, headers })
  return (list.json().items as { id: string; subject: string }[]).find((item) => item.subject === subject)!
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('not done in time')
}

beforeAll(async () => {
  t = await buildRunApp()
  headers = (await t.signInAs('ADMIN', 'NERES')).headers
})
afterAll(async () => {
  await t?.close()
})

describe('importing the export', () => {
  it('reads the report CSV: rates as fractions, rows without a Unique Id left out', async () => {
    const response = await importFile('campaigns.csv', csv)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ written: 2, skipped: 1 })
    const list = await t.app.inject({ url: '/api/campaigns?sort=clickRate&order=desc', headers })
    const items = list.json().items
    expect(items.map((item: { subject: string }) => item.subject)).toEqual([
      'Solaïa : la crème du printemps',
      'Nuitcalme pour mieux dormir',
    ])
    expect(items[0]).toMatchObject({
      emailsSent: 11_900,
      uniqueClicks: 476,
      clickRate: 0.04,
      bounces: 30,
      source: 'import',
    })
    expect(items[0].openRate).toBeCloseTo(0.3529, 4)
  })

  it('attaches a campaign HTML named after its Unique Id, figures kept; importing again changes nothing', async () => {
    const response = await importFile('abc123.html', html)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().written).toBe(1)
    expect((await importFile('campaigns.csv', csv)).json()).toEqual({ written: 2, skipped: 1 })
    const found = await campaignBySubject('Solaïa : la crème du printemps')
    const detail = (await t.app.inject({ url: `/api/campaigns/${found.id}`, headers })).json()
    expect(detail.campaign.plainText).toContain('protège votre peau')
    expect(detail.campaign.html).not.toContain('<script')
    expect(detail.campaign.clickRate).toBe(0.04)
    expect(detail.campaign.language).toBe('fr')
    const total = (await t.app.inject({ url: '/api/campaigns', headers })).json().total
    expect(total).toBe(2)
  })

  it.each([
    ['notes.pdf', 'x', 415, 'campaigns.importType'],
    ['empty.csv', '', 400, 'campaigns.importEmpty'],
    ['other.csv', 'a,b\n1,2', 422, 'campaigns.importNotExport'],
  ])('refuses %s', async (filename, body, status, code) => {
    const response = await importFile(filename, body)
    expect(response.statusCode).toBe(status)
    expect(response.json().code).toBe(code)
  })
})

describe('the AI summary and drafts', () => {
  it('refuses without a model and queues nothing', async () => {
    const found = await campaignBySubject('Nuitcalme pour mieux dormir')
    for (const url of [`/api/campaigns/${found.id}/summary`, `/api/campaigns/${found.id}/drafts`]) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload: {} })
      expect(response.statusCode).toBe(409)
      expect(response.json().code).toBe('campaigns.noModel')
    }
    const detail = (await t.app.inject({ url: `/api/campaigns/${found.id}`, headers })).json()
    expect(detail.modelLabel).toBeNull()
    expect(detail.drafts).toEqual([])
  })

  it('summarises and tags a campaign through the gateway; the tag filters the library', async () => {
    await t.addModel('NERES')
    t.server.answerWhen(
      (body) => messagesOf(body)[0]?.content.startsWith('You summarise marketing e-mails') ?? false,
      reply(
        JSON.stringify({
          summary: 'Une newsletter sur la crème Solaïa pour le printemps.',
          products: ['Solaïa'],
          themes: ['protection solaire'],
          audience: 'consumer',
        }),
      ),
    )
    const found = await campaignBySubject('Solaïa : la crème du printemps')
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${found.id}/summary`,
      headers,
    })
    expect(response.statusCode, response.body).toBe(202)
    const detail = await waitFor(
      async () => (await t.app.inject({ url: `/api/campaigns/${found.id}`, headers })).json(),
      (body) => body.campaign.summaryStatus !== 'queued',
    )
    expect(detail.campaign).toMatchObject({
      summaryStatus: 'done',
      summary: 'Une newsletter sur la crème Solaïa pour le printemps.',
      tags: { products: ['Solaïa'], themes: ['protection solaire'], audience: 'consumer' },
      summaryModel: 'Scripted analyst',
    })
    const tagged = (await t.app.inject({ url: '/api/campaigns?tag=consumer', headers })).json()
    expect(tagged.items.map((item: { id: string }) => item.id)).toEqual([found.id])
    expect(tagged.facets.tags).toEqual(['consumer', 'protection solaire', 'Solaïa'].sort())
  })

  it('drafts a campaign like this one and keeps promo-check’s findings with it', async () => {
    t.server.answerWhen(
      (body) => messagesOf(body)[0]?.content.startsWith('You write marketing e-mails') ?? false,
      reply(
        JSON.stringify({
          subjectLines: ['Solaïa, la meilleure crème de l’été', 'Votre peau en été', 'Solaïa revient'],
          previewText: 'Demandez conseil à votre pharmacien',
          body: 'Solaïa est la meilleure crème de l’été. Demandez conseil à votre pharmacien.',
        }),
      ),
    )
    t.server.answerWhen(
      (body) => messagesOf(body)[0]?.content.includes('Tu vérifies des supports promotionnels') ?? false,
      reply(
        JSON.stringify({
          relevance: 60,
          summary: 'Un superlatif sans justification.',
          findings: [
            {
              type: 'superlative',
              quote: 'Solaïa est la meilleure crème de l’été.',
              reason: 'Superlatif sans preuve.',
            },
          ],
        }),
      ),
    )
    const found = await campaignBySubject('Solaïa : la crème du printemps')
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${found.id}/drafts`,
      headers,
      payload: { brief: 'Pour l’été' },
    })
    expect(response.statusCode, response.body).toBe(202)
    const detail = await waitFor(
      async () => (await t.app.inject({ url: `/api/campaigns/${found.id}`, headers })).json(),
      (body) => body.drafts[0]?.promoCheckStatus !== 'pending' && body.drafts[0]?.status !== 'queued',
    )
    expect(detail.drafts[0]).toMatchObject({
      status: 'done',
      brief: 'Pour l’été',
      subjectLines: ['Solaïa, la meilleure crème de l’été', 'Votre peau en été', 'Solaïa revient'],
      previewText: 'Demandez conseil à votre pharmacien',
      modelLabel: 'Scripted analyst',
      promoCheckStatus: 'done',
      promoFindings: [
        {
          type: 'superlative',
          quote: 'Solaïa est la meilleure crème de l’été.',
          reason: 'Superlatif sans preuve.',
        },
      ],
    })
  })
})
