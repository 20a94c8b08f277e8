// The tenant's literature collection: its size for everyone; the import of PubMed XML or .nbib for admins.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { usePubmedLibrary } from '../api/get-library.ts'
import { useImportLiterature } from '../api/import-literature.ts'

export function LibraryPanel({ canImport }: { canImport: boolean }) {
  const library = usePubmedLibrary()
  const importFile = useImportLiterature()
  const errors = useApiErrorText()
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography variant="subtitle2">
        <FormattedMessage id="pubmed.library.title" />
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} role="status">
        <FormattedMessage id="pubmed.library.count" values={{ count: library.data?.count ?? 0 }} />
      </Typography>
      {canImport && (
        <Stack spacing={1}>
          <Button component="label" variant="outlined" size="small" disabled={importFile.isPending}>
            <FormattedMessage id="pubmed.library.import" />
            <input
              type="file"
              hidden
              accept=".xml,.nbib,.txt"
              data-testid="pubmed-library-file"
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file) importFile.mutate(file)
                event.target.value = ''
              }}
            />
          </Button>
          {importFile.data && (
            <Alert severity="success">
              <FormattedMessage id="pubmed.library.imported" values={{ ...importFile.data }} />
            </Alert>
          )}
          {importFile.error && <Alert severity="error">{errors.formText(importFile.error)}</Alert>}
        </Stack>
      )}
    </Paper>
  )
}
