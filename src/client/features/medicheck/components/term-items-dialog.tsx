import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useItems } from '../api/get-items.ts'
import { ItemDialog } from './item-dialog.tsx'
import { ItemsTable, totalHits } from './items-table.tsx'
import type { TermChoice } from './keyword-stats-tables.tsx'

/** The drill-down of a term: the items it was found in (same range and source), each opening with the hits marked. */
export function TermItemsDialog({
  term,
  filters,
  onClose,
}: {
  term: TermChoice
  filters: { from: string; to: string; source?: string }
  onClose: () => void
}) {
  const intl = useIntl()
  const errors = useApiErrorText()
  // An own product's items are those with its hits (the product filter); any other term's, those whose
  // text holds it (a text search: aliases are not searched, so the count may differ from the hits).
  const bySearch = term.listKind !== 'own'
  const items = useItems({ ...filters, ...(bySearch ? { q: term.term } : { product: term.term }) })
  const [open, setOpen] = useState<string | null>(null)
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>
        <FormattedMessage id="medicheck.stats.itemsWith" values={{ term: term.term }} />
      </DialogTitle>
      <DialogContent>
        {bySearch && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            <FormattedMessage id="medicheck.stats.bySearch" />
          </Typography>
        )}
        {items.isFetching && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
        {items.error && <Alert severity="error">{errors.formText(items.error)}</Alert>}
        {items.data && (
          <ItemsTable
            items={items.data.items}
            label={term.term}
            onOpen={setOpen}
            columns={[{ key: 'hits', numeric: true, render: (item) => intl.formatNumber(totalHits(item)) }]}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="medicheck.close" />
        </Button>
      </DialogActions>
      {open && <ItemDialog itemId={open} onClose={() => setOpen(null)} />}
    </Dialog>
  )
}
