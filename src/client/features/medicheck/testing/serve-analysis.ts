// The analysis page's API for its component tests: two findings (a suspected AE and a missing mandatory
// text) whose reviews change them as the server would, an item, keyword lists, no runs, an estimate and
// two open safety cases; `overrides` answers other routes or the same ones otherwise.
import { json, serveApi } from '../../../testing/render-feature.tsx'
import type { Finding } from '../api/medicheck-types.ts'
import { at, findingOf, itemDetailOf, itemFindingOf, itemRowOf, keywordLists } from './fixtures.ts'

export function serveAnalysis(
  overrides: Record<string, (request: Request) => Response | Promise<Response>> = {},
) {
  const reviews: unknown[] = []
  let findings: Finding[] = [
    findingOf(),
    findingOf({
      id: 'f2',
      origin: 'rule',
      type: 'mandatoryTextMissing',
      product: null,
      detail: null,
      patientPresent: null,
      reporterPresent: null,
      quote: null,
      quoteStart: null,
      quoteEnd: null,
      reason: 'Der Pflichttext nach § 4 Abs. 3 HWG fehlt.',
    }),
  ]
  const review = async (findingId: string, request: Request) => {
    const body = (await request.json()) as { action: string; reason?: string }
    reviews.push({ findingId, ...body })
    const status = ({ confirm: 'confirmed', dismiss: 'dismissed', forward: 'forwarded' } as const)[
      body.action as 'confirm'
    ]
    findings = findings.map((finding) =>
      finding.id === findingId
        ? {
            ...finding,
            reviewStatus: status,
            reviewedBy: { id: 'u9', username: 'Erika' },
            reviewedAt: at,
            dismissReason: body.reason ?? null,
          }
        : finding,
    )
    return json(200, {
      finding: findings.find((finding) => finding.id === findingId),
      safetyCaseId: body.action === 'forward' ? 'c1' : null,
      caseCreated: body.action === 'forward',
    })
  }
  const fetchMock = serveApi({
    'GET /api/medicheck/findings': (request) => {
      const review = new URL(request.url).searchParams.get('review')
      return json(200, { items: findings.filter((finding) => !review || finding.reviewStatus === review) })
    },
    'GET /api/medicheck/items': () => json(200, { items: [itemRowOf()], nextCursor: null }),
    'GET /api/medicheck/items/i1': () => json(200, itemDetailOf({ findings: findings.map(itemFindingOf) })),
    'GET /api/medicheck/keyword-lists': () => json(200, { items: keywordLists }),
    'GET /api/medicheck/sources': () => json(200, { items: [] }),
    'GET /api/medicheck/runs': () => json(200, { items: [] }),
    'POST /api/medicheck/runs/estimate': () =>
      json(200, {
        items: 1,
        tokens: 900,
        cost: null,
        model: { id: 'm1', label: 'Skript-Modell' },
        code: null,
        budgetRemaining: null,
      }),
    'GET /api/medicheck/safety-cases': () => json(200, { items: [], openCount: 2 }),
    'POST /api/medicheck/findings/f1/review': (request) => review('f1', request),
    'POST /api/medicheck/findings/f2/review': (request) => review('f2', request),
    ...overrides,
  })
  return { reviews, fetchMock }
}
