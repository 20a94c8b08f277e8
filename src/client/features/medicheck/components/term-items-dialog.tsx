import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
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
  // Exactly the items with hits of this keyword (its aliases included), as the statistics counted them.
  const items = useItems({ ...filters, keyword: term.keywordId, limit: 200 })
  const [open, setOpen] = useState<string | null>(null)
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>
        <FormattedMessage id="medicheck.stats.itemsWith" values={{ term: term.term }} />
      </DialogTitle>
      <DialogContent>
        {items.isFetching && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
        {items.error && <Alert severity="error">{errors.formText(items.error)}</Alert>}
        {items.data && (
          <ItemsTable
            items={items.data.items}
            label={term.term}
            onOpen={setOpen}
            columns={[
              { key: 'products', render: (item) => item.products.join(', ') },
              {
                key: 'termHits',
                numeric: true,
                render: (item) => intl.formatNumber(item.keywordHits ?? 0),
              },
              { key: 'hits', numeric: true, render: (item) => intl.formatNumber(totalHits(item)) },
            ]}
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
