// A scripted Mailchimp Marketing API v3 over real HTTP, for the campaign library's tests and bench.
// Its address is http://127.0.0.1:<port>/{dc}/3.0 (MAILCHIMP_BASE_URL form): only `datacenter` answers,
// any other datacenter gets Mailchimp's 401 "API Key Invalid", as does a wrong key. Paged lists honour
// count and offset; `malformedAt` campaigns have no id; `tooManyAt` answers one request of the given
// path with 429 and Retry-After: 1 the first time.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ScriptedMailchimpOptions {
  readonly apiKey: string
  readonly datacenter: string
  readonly campaigns: number
  readonly malformedAt?: readonly number[]
  /** A path (without the /{dc}/3.0 prefix) and offset answered once with 429. */
  readonly tooManyAt?: { path: string; offset: number }
  /** Blocks of newsletter table markup (about 1 KB each) added to every e-mail: real ones are 20-100 KB. */
  readonly htmlBlocks?: number
  /** Send the plain-text part as Mailchimp does for campaigns made in its editor (default: none, so it is made from the HTML). */
  readonly plainText?: boolean
}

export interface ScriptedMailchimpServer {
  readonly baseUrl: string
  readonly requests: { path: string; query: Record<string, string>; status: number }[]
  close(): Promise<void>
}

export const campaignIdOf = (index: number) => `cmp${String(index).padStart(6, '0')}`

const products = ['Solaïa', 'Dermavit', 'Nuitcalme', 'Ferrosan']

/** Campaign `index`: a French newsletter; every fourth for pharmacists, rates that vary with the index. */
export function scriptedCampaign(index: number) {
  const product = products[index % products.length]!
  const forPharmacists = index % 4 === 0
  const sent = 10_000 + (index % 7) * 1000
  const clicks = Math.round(sent * (0.01 + (index % 10) / 200))
  const opens = Math.round(sent * (0.3 + (index % 5) / 50))
  return {
    campaign: {
      id: campaignIdOf(index),
      type: 'regular',
      status: 'sent',
      send_time: new Date(Date.UTC(2024, 0, 1) + index * 6 * 3600_000).toISOString(),
      emails_sent: sent,
      recipients: {
        list_id: forPharmacists ? 'list-pharma' : 'list-grand-public',
        list_name: forPharmacists ? 'Pharmaciens partenaires' : 'Grand public',
      },
      settings: {
        subject_line: `${product} : nouveautés de la semaine ${index}`,
        preview_text: `Découvrez ${product} en pharmacie`,
        title: `Newsletter ${index}`,
        from_name: 'NERES',
      },
    },
    report: {
      id: campaignIdOf(index),
      emails_sent: sent,
      unsubscribed: index % 13,
      bounces: { hard_bounces: index % 3, soft_bounces: index % 5, syntax_errors: 0 },
      opens: { opens_total: opens * 2, unique_opens: opens, open_rate: opens / sent },
      clicks: {
        clicks_total: clicks * 2,
        unique_clicks: clicks,
        unique_subscriber_clicks: clicks,
        click_rate: clicks / sent,
      },
    },
    content: {
      plain_text: '',
      html: `<html><head><title>${product}</title><script>alert('x')</script></head><body><h1 onclick="steal()">Bonjour,</h1><p>Cette semaine, ${product} vous accompagne : conseils de votre pharmacien pour la peau et le sommeil.</p><img src="https://cdn.example.com/${index}.png" alt="${product}"><a href="https://neres.example/${product}">Voir la gamme</a></body></html>`,
    },
    clicks: [
      {
        url: `https://neres.example/${product}`,
        total_clicks: clicks,
        unique_clicks: Math.round(clicks * 0.8),
      },
      {
        url: 'https://neres.example/pharmacies',
        total_clicks: Math.round(clicks / 3),
        unique_clicks: Math.round(clicks / 4),
      },
    ],
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

export async function startScriptedMailchimpServer(
  options: ScriptedMailchimpOptions,
): Promise<ScriptedMailchimpServer> {
  const requests: ScriptedMailchimpServer['requests'] = []
  const malformed = new Set(options.malformedAt ?? [])
  let tooManyServed = false
  const expectedAuth = `Basic ${Buffer.from(`tessera:${options.apiKey}`).toString('base64')}`
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const query = Object.fromEntries(url.searchParams)
    const match = /^\/([a-z0-9]+)\/3\.0(\/.*)?$/.exec(url.pathname)
    const path = match?.[2] ?? '/'
    const record = (status: number) => requests.push({ path, query, status })
    if (!match || match[1] !== options.datacenter || request.headers.authorization !== expectedAuth) {
      record(401)
      return send(response, 401, {
        type: 'https://mailchimp.com/developer/marketing/docs/errors/',
        title: 'API Key Invalid',
        status: 401,
        detail: "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
      })
    }
    const count = Number(query.count ?? 10)
    const offset = Number(query.offset ?? 0)
    if (
      options.tooManyAt &&
      !tooManyServed &&
      path === options.tooManyAt.path &&
      offset === options.tooManyAt.offset
    ) {
      tooManyServed = true
      record(429)
      return send(response, 429, { title: 'Too Many Requests', status: 429 }, { 'retry-after': '1' })
    }
    const indexes = (total: number) =>
      Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => offset + i)
    record(200)
    if (path === '/ping') return send(response, 200, { health_status: "Everything's Chimpy!" })
    if (path === '/') return send(response, 200, { account_name: 'NERES Marketing' })
    if (path === '/campaigns')
      return send(response, 200, {
        campaigns: indexes(options.campaigns).map((i) =>
          malformed.has(i) ? { type: 'regular', settings: {} } : scriptedCampaign(i).campaign,
        ),
        total_items: options.campaigns,
      })
    if (path === '/reports')
      return send(response, 200, {
        reports: indexes(options.campaigns).map((i) => scriptedCampaign(i).report),
        total_items: options.campaigns,
      })
    const content = /^\/campaigns\/cmp(\d+)\/content$/.exec(path)
    if (content) {
      const { html, plain_text } = scriptedCampaign(Number(content[1])).content
      const block = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:12px;font-family:Arial,sans-serif;font-size:15px;color:#333333">Conseil de la semaine : hydratez votre peau matin et soir, protégez-la du soleil et demandez l'avis de votre pharmacien pour choisir le soin adapté à votre type de peau.</td></tr><tr><td style="padding:0 12px 12px"><a href="https://neres.example/conseils" style="color:#0b6e4f">Lire la suite</a></td></tr></table>`
      const padded = html.replace('</body>', `${block.repeat(options.htmlBlocks ?? 0)}</body>`)
      const text = options.plainText
        ? padded
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
        : plain_text
      return send(response, 200, { plain_text: text, html: padded })
    }
    const clicks = /^\/reports\/cmp(\d+)\/click-details$/.exec(path)
    if (clicks) {
      const all = scriptedCampaign(Number(clicks[1])).clicks
      return send(response, 200, { urls_clicked: all.slice(offset, offset + count), total_items: all.length })
    }
    requests[requests.length - 1]!.status = 404
    return send(response, 404, { title: 'Resource Not Found', status: 404 })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/{dc}/3.0`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
