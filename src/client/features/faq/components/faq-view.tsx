import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useExportFaq, type FaqExportFormat } from '../api/export-faq.ts'
import { useFaqCollections } from '../api/get-faq-collections.ts'
import { useFaqEntries, type FaqStatus } from '../api/get-faq-entries.ts'
import { usePublishFaq } from '../api/publish-faq.ts'
import { FaqEntryCard } from './faq-entry-card.tsx'
import { FaqGeneratePanel } from './faq-generate-panel.tsx'

const filters = ['all', 'draft', 'approved', 'published'] as const
const exportFormats: readonly FaqExportFormat[] = ['markdown', 'json', 'jsonld']

/**
 * The AI-generated FAQ of a collection: generate (with progress), review the pairs by status, edit,
 * approve, publish into the collection (FAQ.md, a source for its assistants) and export.
 */
export function FaqView({ titleId }: { titleId: string }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const collections = useFaqCollections()
  const [chosen, setChosen] = useState<string | null>(null)
  const collectionId = chosen ?? collections.data?.[0]?.id ?? null
  const entries = useFaqEntries(collectionId)
  const publish = usePublishFaq()
  const download = useExportFaq()
  const [filter, setFilter] = useState<(typeof filters)[number]>('all')
  const items = entries.data?.items ?? []
  const shown = filter === 'all' ? items : items.filter((entry) => entry.status === (filter as FaqStatus))
  const approved = items.filter((entry) => entry.status === 'approved').length
  const published = items.filter((entry) => entry.status === 'published').length
  const publication = entries.data?.publication ?? null
  const loadError = errors.formText(collections.error) ?? errors.formText(entries.error)

  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} subtitle={<FormattedMessage id="faq.intro" />} />
      {(collections.isLoading || entries.isFetching) && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />}
      {loadError && <Alert severity="error" sx={{ mb: 2 }}>{loadError}</Alert>}
      {collections.data && collections.data.length === 0 && <Alert severity="info"><FormattedMessage id="faq.noCollections" /></Alert>}
      {collectionId && (
        <>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'faq.collection' })}
            value={collectionId}
            onChange={(event) => (setChosen(event.target.value), setFilter('all'))}
            sx={{ minWidth: 240, maxWidth: '100%', mb: 2 }}
          >
            {(collections.data ?? []).map((collection) => (
              <MenuItem key={collection.id} value={collection.id}>
                {collection.name}
              </MenuItem>
            ))}
          </TextField>
          <FaqGeneratePanel key={collectionId} collectionId={collectionId} />

          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Button
              variant="contained"
              disabled={approved === 0 || publish.isPending}
              onClick={() => publish.mutate(collectionId, { onSuccess: (result) => showToast(intl.formatMessage({ id: 'faq.publishedToast' }, { count: result.entryCount }), 'success') })}
            >
              <FormattedMessage id="faq.publish" /> ({approved})
            </Button>
            <Typography variant="body2" color="textSecondary" sx={{ mr: 1 }} id="faq-export-label">
              <FormattedMessage id="faq.export" />
            </Typography>
            <Box role="group" aria-labelledby="faq-export-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {exportFormats.map((format) => (
                <Button key={format} size="small" variant="outlined" startIcon={<FileDownloadOutlined />} disabled={published === 0 || download.isPending} onClick={() => download.mutate({ collectionId, format })}>
                  <FormattedMessage id={`faq.export.${format}`} />
                </Button>
              ))}
            </Box>
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }} data-testid="faq-publication">
            {publication ? (
              <FormattedMessage id="faq.publication" values={{ date: intl.formatDate(publication.publishedAt, { dateStyle: 'medium', timeStyle: 'short' }), count: publication.entryCount }} />
            ) : (
              <FormattedMessage id="faq.notPublished" />
            )}
          </Typography>
          {publish.error && <Alert severity="error" sx={{ mb: 2 }}>{errors.formText(publish.error)}</Alert>}
          {download.error && <Alert severity="error" sx={{ mb: 2 }}><FormattedMessage id="faq.exportFailed" values={{ reason: errors.formText(download.error) ?? '' }} /></Alert>}

          <Tabs value={filter} onChange={(_event, value: (typeof filters)[number]) => setFilter(value)} variant="scrollable" allowScrollButtonsMobile aria-label={intl.formatMessage({ id: 'faq.filter' })} sx={{ mb: 2 }}>
            {filters.map((value) => (
              <Tab
                key={value}
                value={value}
                label={`${intl.formatMessage({ id: value === 'all' ? 'faq.filter.all' : `faq.status.${value}` })} (${value === 'all' ? items.length : items.filter((entry) => entry.status === value).length})`}
              />
            ))}
          </Tabs>
          {entries.data && items.length === 0 && <Alert severity="info"><FormattedMessage id="faq.empty" /></Alert>}
          {entries.data && items.length > 0 && shown.length === 0 && <Alert severity="info"><FormattedMessage id="faq.emptyFilter" /></Alert>}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {shown.map((entry) => (
              <FaqEntryCard key={`${entry.id}:${entry.updatedAt}`} entry={entry} />
            ))}
          </Box>
        </>
      )}
    </>
  )
}
