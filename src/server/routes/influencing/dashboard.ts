// The dashboard's figures for a year (by week or month) and its tables as CSV or XLSX.
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import de from '../../../generated/messages-de.gen.ts'
import en from '../../../generated/messages-en.gen.ts'
import fr from '../../../generated/messages-fr.gen.ts'
import type { Contract } from '../../contract.ts'
import { sendTable } from '../../analysis/exports/write-table.ts'
import type { XlsxCell } from '../../analysis/exports/xlsx-worker.ts'
import { influencingAmbassadors, influencingTopics } from '../../db/influencing-tables.ts'
import { buildDashboard, type Dashboard } from '../../influencing/build-dashboard.ts'
import { loadPosts } from '../../influencing/load-posts.ts'
import { ownProductTerms } from '../../influencing/own-product-terms.ts'
import { delimiterOf, type Delimiter } from '../../lib/csv-lines.ts'
import { languageOf } from '../resources/access.ts'

interface DashboardQuery {
  year?: number
  by?: 'week' | 'month'
}
interface ExportQuery extends DashboardQuery {
  table?: 'posts' | 'ambassadors' | 'series'
  format?: 'csv' | 'xlsx'
  delimiter?: Delimiter
}

const catalogues: Record<string, Record<string, string>> = { de, en, fr }

export default async function dashboardRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  async function dashboardOf(request: FastifyRequest<{ Querystring: DashboardQuery }>): Promise<Dashboard> {
    const user = request.user!
    const today = app.now().toISOString().slice(0, 10)
    const year = request.query.year ?? Number(today.slice(0, 4))
    const [posts, ambassadors, topics, products] = await Promise.all([
      loadPosts(app.db, user.group, { from: `${year}-01-01`, to: `${year}-12-31` }),
      app.db
        .select({
          id: influencingAmbassadors.id,
          name: influencingAmbassadors.name,
          consentOn: influencingAmbassadors.consentOn,
        })
        .from(influencingAmbassadors)
        .where(eq(influencingAmbassadors.tenantGroup, user.group)),
      app.db
        .select()
        .from(influencingTopics)
        .where(eq(influencingTopics.tenantGroup, user.group))
        .orderBy(asc(influencingTopics.name)),
      ownProductTerms(app.db, user),
    ])
    return buildDashboard({
      year,
      by: request.query.by ?? 'month',
      today,
      posts,
      ambassadors,
      topics,
      products,
    })
  }

  app.get<{ Querystring: DashboardQuery }>(
    '/api/influencing/dashboard',
    { schema: contract.schemaFor('influencing-dashboard-get') },
    async (request) => dashboardOf(request),
  )

  app.get<{ Querystring: ExportQuery }>(
    '/api/influencing/export',
    { schema: contract.schemaFor('influencing-export') },
    async (request, reply) => {
      const dashboard = await dashboardOf(request)
      const table = request.query.table ?? 'ambassadors'
      const language = languageOf(request)
      const t = (key: string) => catalogues[language]![`influencing.column.${key}`] ?? key
      const figures = [
        'posts',
        'impressions',
        'membersReached',
        'reactions',
        'comments',
        'reshares',
        'engagements',
        'engagementRate',
      ] as const
      const figureCells = (row: Dashboard['totals']): XlsxCell[] => figures.map((key) => row[key])
      let header: string[]
      let rows: XlsxCell[][]
      if (table === 'series') {
        header = [t('period'), ...figures.map(t)]
        rows = dashboard.series.map((row) => [row.period, ...figureCells(row)])
      } else if (table === 'ambassadors') {
        header = [t('ambassador'), ...figures.map(t), t('lastPostOn')]
        rows = dashboard.ambassadors.map((row) => [row.name, ...figureCells(row), row.lastPostOn])
      } else {
        const posts = await loadPosts(app.db, request.user!.group, {
          from: `${dashboard.year}-01-01`,
          to: `${dashboard.year}-12-31`,
        })
        header = [t('ambassador'), t('url'), t('publishedOn'), t('figuresOn'), ...figures.slice(1).map(t)]
        rows = posts.map((p) => {
          const f = p.figures
          const engagements = f ? f.reactions + f.comments + f.reshares : null
          return [
            p.ambassadorName,
            p.url,
            p.publishedOn,
            p.figuresOn,
            f?.impressions ?? null,
            f?.membersReached ?? null,
            f?.reactions ?? null,
            f?.comments ?? null,
            f?.reshares ?? null,
            engagements,
            p.engagementRate,
          ]
        })
      }
      return sendTable(reply, {
        format: request.query.format ?? 'csv',
        fileName: `influencing-${table}-${dashboard.year}`,
        sheet: { name: table, header, rows },
        delimiter: delimiterOf(request.query.delimiter, language),
      })
    },
  )
}
