import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useExportAnalysis } from '../api/export-analysis.ts'
import { useFindings } from '../api/get-findings.ts'
import { useItems } from '../api/get-items.ts'
import { useKeywordLists } from '../api/get-keyword-lists.ts'
import { useSources } from '../api/get-sources.ts'
import { AE_TYPES, type ItemRow } from '../api/medicheck-types.ts'
import { useMayCall } from '../lib/use-may-call.ts'
import { AnalysisFilters, emptyFilters, type AnalysisFilterValues } from './analysis-filters.tsx'
import { ExportButtons } from './export-buttons.tsx'
import { FindingCard, isAeFinding } from './finding-card.tsx'
import { ItemDialog } from './item-dialog.tsx'
import { totalHits, type ItemColumn } from './items-table.tsx'
import { PickableItemsTable } from './pickable-items-table.tsx'
import { RunPanel } from './run-panel.tsx'
import { SafetyInboxLink } from './safety-inbox-link.tsx'

type View = 'findings' | 'items'

/** The sources to filter by: the list an admin reads, else the ones the items name. */
function useSourceOptions(items: readonly ItemRow[]) {
  const mayList = useMayCall('GET', '/api/medicheck/sources')
  const sources = useSources(mayList)
  return useMemo(() => {
    if (sources.data) return sources.data.map(({ id, title }) => ({ id, title }))
    const seen = new Map<string, string>()
    for (const item of items) if (item.sourceId && item.sourceTitle) seen.set(item.sourceId, item.sourceTitle)
    return [...seen].map(([id, title]) => ({ id, title }))
  }, [sources.data, items])
}

/**
 * Medicine-check analysis: the findings to review (suspected AEs with the four elements, compliance
 * findings with their quotes) and the items with relevance and summary, filtered alike; the drill-down
 * marks the quotes in the item's text. Runs, exports and the safety inbox's open count sit above.
 */
export function AnalysisView({ titleId }: { titleId: string }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const [filters, setFilters] = useState<AnalysisFilterValues>(emptyFilters)
  const [view, setView] = useState<View>('findings')
  const [open, setOpen] = useState<{ itemId: string; findingId?: string } | null>(null)
  const { from, to, source, product, type, review } = filters
  const itemFilters = { from, to, source, product }
  // "AE only" asks for both AE types unless one type is chosen (then the list below keeps only AEs).
  const findings = useFindings({
    ...itemFilters,
    type: type || (filters.ae === 'yes' ? AE_TYPES.join(',') : ''),
    review,
  })
  const items = useItems(itemFilters)
  const lists = useKeywordLists()
  const exportAnalysis = useExportAnalysis()
  const sources = useSourceOptions(items.data?.items ?? [])
  const products = useMemo(
    () =>
      (lists.data ?? [])
        .filter((list) => list.kind === 'own' || list.kind === 'competitor')
        .flatMap((list) => list.keywords.map((keyword) => keyword.term)),
    [lists.data],
  )
  const shownFindings = (findings.data ?? []).filter(
    (finding) => filters.ae !== 'yes' || isAeFinding(finding),
  )
  const loadError = errors.formText(findings.error) ?? errors.formText(items.error)

  const columns: ItemColumn[] = [
    {
      key: 'source',
      render: (item) =>
        item.sourceTitle ?? intl.formatMessage({ id: `medicheck.sourceKind.${item.sourceKind}` }),
    },
    {
      key: 'relevance',
      numeric: true,
      render: (item) =>
        item.latestResult?.relevance != null ? intl.formatNumber(item.latestResult.relevance) : '–',
    },
    {
      key: 'summary',
      render: (item) => (
        <Typography variant="body2" sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
          {item.latestResult?.summary ?? intl.formatMessage({ id: 'medicheck.items.notAnalysed' })}
        </Typography>
      ),
    },
    { key: 'products', render: (item) => item.products.join(', ') },
    { key: 'hits', numeric: true, render: (item) => intl.formatNumber(totalHits(item)) },
    { key: 'openFindings', numeric: true, render: (item) => intl.formatNumber(item.openFindings.total) },
  ]

  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        subtitle={<FormattedMessage id="medicheck.analysis.intro" />}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <SafetyInboxLink />
            <ExportButtons
              formats={['csv', 'xlsx'] as const}
              disabled={exportAnalysis.isPending}
              onExport={(format) =>
                exportAnalysis.mutate({
                  format,
                  filters: itemFilters,
                  locale: intl.locale,
                })
              }
            />
          </Box>
        }
      />
      <RunPanel />
      <AnalysisFilters value={filters} onChange={setFilters} sources={sources} products={products} />
      {(findings.isFetching || items.isFetching) && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />
      )}
      {loadError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadError}
        </Alert>
      )}
      {exportAnalysis.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <FormattedMessage
            id="medicheck.export.failed"
            values={{ reason: errors.formText(exportAnalysis.error) ?? '' }}
          />
        </Alert>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <Tabs
          value={view}
          onChange={(_event, next: View) => setView(next)}
          aria-label={intl.formatMessage({ id: 'medicheck.analysis.views' })}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            value="findings"
            label={intl.formatMessage(
              { id: 'medicheck.analysis.findingsTab' },
              { count: shownFindings.length },
            )}
          />
          <Tab
            value="items"
            label={intl.formatMessage(
              { id: 'medicheck.analysis.itemsTab' },
              { count: items.data?.items.length ?? 0 },
            )}
          />
        </Tabs>
        {view === 'findings' && (
          <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
            {findings.data && shownFindings.length === 0 && (
              <Typography color="textSecondary" role="status">
                <FormattedMessage id="medicheck.findings.empty" />
              </Typography>
            )}
            {shownFindings.map((finding) => (
              <FindingCard
                key={`${finding.id}:${finding.reviewStatus}`}
                finding={finding}
                onOpenItem={(itemId, findingId) => setOpen({ itemId, findingId })}
              />
            ))}
          </Box>
        )}
        {view === 'items' && items.data && (
          <PickableItemsTable
            items={items.data.items}
            columns={columns}
            label={intl.formatMessage({ id: 'medicheck.analysis.itemsTable' })}
            onOpen={(itemId) => setOpen({ itemId })}
          />
        )}
      </Paper>
      {open && (
        <ItemDialog
          itemId={open.itemId}
          focusedFinding={open.findingId ?? null}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  )
}
