import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import { FormattedMessage, useIntl } from 'react-intl'
import { StaticChip } from '../../../components/static-chip.tsx'
import { useExportSafetyCase } from '../api/export-safety-case.ts'
import type { SafetyCase } from '../api/medicheck-types.ts'
import { useUpdateSafetyCase } from '../api/update-safety-case.ts'
import { useMayCall } from '../lib/use-may-call.ts'
import { FourElements } from './four-elements.tsx'
import { QuoteBlock } from './quote-block.tsx'

const STATUSES: readonly SafetyCase['status'][] = ['open', 'exported', 'closed']
const statusColor = { open: 'warning', exported: 'info', closed: 'default' } as const

/** One case as a PV case needs it: the four elements found or missing, source, date first seen, the quote, who reviewed it, and its export. */
export function SafetyCaseCard({ entry }: { entry: SafetyCase }) {
  const intl = useIntl()
  const update = useUpdateSafetyCase()
  const download = useExportSafetyCase()
  const mayChange = useMayCall('PATCH', '/api/medicheck/safety-cases/{caseId}')
  const title =
    [entry.product, entry.reaction].filter(Boolean).join(' – ') ||
    intl.formatMessage({ id: 'medicheck.inbox.untitled' })
  const reviewer = (entry.reviewedBy ?? entry.forwardedBy)?.username
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={title}
      sx={{ p: 2, borderRadius: 2 }}
      data-testid="medicheck-safety-case"
      data-status={entry.status}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <StaticChip
          size="small"
          color={statusColor[entry.status]}
          label={intl.formatMessage({ id: `medicheck.caseStatus.${entry.status}` })}
        />
        <StaticChip
          size="small"
          variant="outlined"
          label={
            entry.via === 'rule' && entry.ruleName
              ? intl.formatMessage({ id: 'medicheck.caseVia.ruleNamed' }, { name: entry.ruleName })
              : intl.formatMessage({ id: `medicheck.caseVia.${entry.via}` })
          }
        />
      </Box>
      <FourElements elements={entry.elements} />
      {entry.quote && <QuoteBlock quote={entry.quote} />}
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="medicheck.inbox.source" />:{' '}
        {entry.sourceUrl ? (
          <Link href={entry.sourceUrl} target="_blank" rel="noopener noreferrer">
            {entry.sourceTitle ?? entry.sourceUrl}
          </Link>
        ) : (
          (entry.sourceTitle ?? '–')
        )}
        {' · '}
        <FormattedMessage
          id="medicheck.inbox.firstSeen"
          values={{ date: intl.formatDate(entry.firstSeenAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
        />
        {' · '}
        {reviewer ? (
          <FormattedMessage id="medicheck.inbox.reviewedBy" values={{ who: reviewer }} />
        ) : (
          <FormattedMessage id="medicheck.inbox.notReviewed" />
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
        {(['json', 'csv'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={download.isPending}
            onClick={() => download.mutate({ caseId: entry.id, format })}
          >
            <FormattedMessage id={`medicheck.export.${format}`} />
          </Button>
        ))}
        {mayChange && (
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'medicheck.inbox.status' })}
            value={entry.status}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate({ caseId: entry.id, status: event.target.value as SafetyCase['status'] })
            }
            sx={{ minWidth: 160 }}
          >
            {STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {intl.formatMessage({ id: `medicheck.caseStatus.${status}` })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
    </Paper>
  )
}
