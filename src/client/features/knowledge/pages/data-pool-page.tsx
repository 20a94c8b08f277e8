import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useCollections } from '../api/collections.ts'
import { useKnowledgeUsage } from '../api/search.ts'
import { CollectionsList } from '../components/collections-list.tsx'
import { FilesTable } from '../components/files-table.tsx'
import { SearchPanel } from '../components/search-panel.tsx'
import { UploadZone } from '../components/upload-zone.tsx'
import { useByteSize } from '../lib/byte-size.ts'

/** The data pool (issue 16): collections, uploads with progress, indexing status, search inside. */
export default function DataPoolPage() {
  const usage = useKnowledgeUsage()
  const collections = useCollections()
  const [chosen, setChosen] = useState<string | null>(null)
  // Until one is chosen, the first collection is shown.
  const selected = chosen ?? collections.data?.[0]?.id ?? null
  const collection = collections.data?.find((c) => c.id === selected) ?? null
  const size = useByteSize()

  return (
    <>
      <PageHeader title={<FormattedMessage id="page.dataPool" />} subtitle={<FormattedMessage id="knowledge.subtitle" />} />
      {usage.data && (
        <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
          <Typography variant="body2" data-testid="knowledge-usage">
            <FormattedMessage
              id="knowledge.usage"
              values={{ used: size(usage.data.usedBytes), quota: size(usage.data.quotaBytes), max: size(usage.data.maxFileBytes), types: usage.data.allowedExtensions.join(', ') }}
            />
          </Typography>
          <Alert severity={usage.data.vectorSearch ? 'success' : 'info'} variant="outlined" data-testid="knowledge-search-mode" data-vector-search={usage.data.vectorSearch}>
            <FormattedMessage id={usage.data.vectorSearchMissing ? `knowledge.fullTextOnly.${usage.data.vectorSearchMissing}` : 'knowledge.hybridSearch'} />
          </Alert>
        </Box>
      )}
      {(collections.isError || usage.isError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <FormattedMessage id="knowledge.loadFailed" />
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
        <CollectionsList selected={selected} onSelect={setChosen} />
        {collection && (
          // One grid column that may shrink below its content: the files table scrolls inside it, the page never sideways.
          <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 1.5, sm: 2 }, flex: 1, minWidth: 0, width: { xs: '100%', md: 'auto' }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
            <Box>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {collection.name}
              </Typography>
              {collection.description && (
                <Typography variant="body2" color="textSecondary">
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
