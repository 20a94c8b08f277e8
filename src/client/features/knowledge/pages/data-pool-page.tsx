import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useCollections } from '../api/collections.ts'
import { useKnowledgeUsage } from '../api/search.ts'
import { CollectionsList } from '../components/collections-list.tsx'
import { FilesTable } from '../components/files-table.tsx'
import { SearchPanel } from '../components/search-panel.tsx'
import { UploadZone } from '../components/upload-zone.tsx'

const MIB = 1024 * 1024

/** The data pool (issue 16): collections, uploads with progress, indexing status, search inside. */
export default function DataPoolPage() {
  const intl = useIntl()
  const usage = useKnowledgeUsage()
  const collections = useCollections()
  const [chosen, setChosen] = useState<string | null>(null)
  // Until one is chosen, the first collection is shown.
  const selected = chosen ?? collections.data?.[0]?.id ?? null
  const collection = collections.data?.find((c) => c.id === selected) ?? null
  const mib = (bytes: number) => intl.formatNumber(bytes / MIB, { maximumFractionDigits: 1 })

  return (
    <>
      <PageHeader title={<FormattedMessage id="page.dataPool" />} subtitle={<FormattedMessage id="knowledge.subtitle" />} />
      {usage.data && (
        <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
          <Typography variant="body2" data-testid="knowledge-usage">
            <FormattedMessage
              id="knowledge.usage"
              values={{ used: mib(usage.data.usedBytes), quota: mib(usage.data.quotaBytes), max: mib(usage.data.maxFileBytes), types: usage.data.allowedExtensions.join(', ') }}
            />
          </Typography>
          <Alert severity={usage.data.vectorSearch ? 'success' : 'info'} variant="outlined" data-testid="knowledge-search-mode" data-vector-search={usage.data.vectorSearch}>
            <FormattedMessage id={usage.data.vectorSearchMissing ? `knowledge.fullTextOnly.${usage.data.vectorSearchMissing}` : 'knowledge.hybridSearch'} />
          </Alert>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
        <CollectionsList selected={selected} onSelect={setChosen} />
        {collection && (
          <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, flex: 1, minWidth: 0, display: 'grid', gap: 2 }}>
            <Box>
              <Typography variant="h6" component="h2">
                {collection.name}
              </Typography>
              {collection.description && (
                <Typography variant="body2" color="text.secondary">
                  {collection.description}
                </Typography>
              )}
            </Box>
            <UploadZone collectionId={collection.id} />
            <FilesTable collectionId={collection.id} />
            <SearchPanel key={collection.id} collectionId={collection.id} />
          </Paper>
        )}
      </Box>
    </>
  )
}
