import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LocaleDateField } from '../../../components/locale-date-field.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useExportKeywordStats } from '../api/export-keyword-stats.ts'
import { useKeywordStats } from '../api/get-keyword-stats.ts'
import { LIST_KINDS } from '../api/medicheck-types.ts'
import { lastDays } from '../lib/last-days.ts'
import { ExportButtons } from './export-buttons.tsx'
import { KeywordStatsTables, type TermChoice } from './keyword-stats-tables.tsx'
import { KeywordTrendChart } from './keyword-trend-chart.tsx'
import { TermItemsDialog } from './term-items-dialog.tsx'

/** Keywords analysis: hits per term, source and ISO week over a range, a trend chart, the items of a term, and the export. */
export function KeywordsAnalysisView({ titleId }: { titleId: string }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const [range, setRange] = useState(() => lastDays(90))
  const [listKind, setListKind] = useState('')
  const [term, setTerm] = useState<TermChoice | null>(null)
  const filters = { ...range, ...(listKind ? { listKind } : {}) }
  const stats = useKeywordStats(filters)
  const download = useExportKeywordStats()
  const fieldErrors = errors.fieldTexts(stats.error)
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        subtitle={<FormattedMessage id="medicheck.stats.intro" />}
        actions={
          <ExportButtons
            formats={['csv', 'xlsx'] as const}
            disabled={!stats.data || download.isPending}
            onExport={(format) => download.mutate({ format, filters, locale: intl.locale })}
          />
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        {(['from', 'to'] as const).map((end) => (
          <LocaleDateField
            key={end}
            size="small"
            label={intl.formatMessage({ id: `medicheck.filter.${end}` })}
            value={range[end]}
            onChange={(iso) => iso && setRange((current) => ({ ...current, [end]: iso }))}
            error={Boolean(fieldErrors[end])}
            helperText={fieldErrors[end]}
          />
        ))}
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'medicheck.keywords.kind' })}
          value={listKind}
          onChange={(event) => setListKind(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{intl.formatMessage({ id: 'medicheck.filter.all' })}</MenuItem>
          {LIST_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {intl.formatMessage({ id: `medicheck.listKind.${kind}` })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {stats.isFetching && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />
      )}
      {errors.formText(stats.error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(stats.error)}
        </Alert>
      )}
      {download.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <FormattedMessage
            id="medicheck.export.failed"
            values={{ reason: errors.formText(download.error) ?? '' }}
          />
        </Alert>
      )}
      {stats.data && (
        <>
          <KeywordTrendChart stats={stats.data} />
          <KeywordStatsTables stats={stats.data} onTerm={setTerm} />
        </>
      )}
      {term && <TermItemsDialog term={term} filters={range} onClose={() => setTerm(null)} />}
    </>
  )
}
