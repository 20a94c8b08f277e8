// Tile history (/ai-services/tile-history-dynamic): the user's own runs, newest first, searchable;
// each can run again with the same inputs (the tile's form opens filled in) or be deleted.
import SearchIcon from '@mui/icons-material/Search'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { RouterButton } from '../../../components/router-button.tsx'
import { deleteTileRun, getTile, listTileRuns, type Tile, type TileRun } from '../../../components/tiles/tile-api.ts'
import { TileRunDialog } from '../../../components/tiles/tile-run-dialog.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { TileRunCard } from '../components/tile-run-card.tsx'

type Listing = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; runs: TileRun[]; nextCursor: string | null }

export default function TileHistoryPage() {
  const intl = useIntl()
  const { formText } = useApiErrorText()
  const [query, setQuery] = useState('')
  const [search, setSearch] = useState('')
  const [listing, setListing] = useState<Listing>({ status: 'loading' })
  const [round, setRound] = useState(0)
  const [again, setAgain] = useState<{ tile: Tile; run: TileRun } | null>(null)
  const [deleting, setDeleting] = useState<TileRun | null>(null)

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(query.trim()), 300)
    return () => window.clearTimeout(timer)
  }, [query])

  useEffect(() => {
    let live = true
    listTileRuns(search ? { q: search } : {})
      .then((page) => live && setListing({ status: 'ready', runs: page.items, nextCursor: page.nextCursor }))
      .catch((error: unknown) => live && setListing({ status: 'failed', error }))
    return () => {
      live = false
    }
  }, [search, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])

  const loadMore = async () => {
    if (listing.status !== 'ready' || !listing.nextCursor) return
    try {
      const page = await listTileRuns({ ...(search ? { q: search } : {}), cursor: listing.nextCursor })
      setListing({ status: 'ready', runs: [...listing.runs, ...page.items], nextCursor: page.nextCursor })
    } catch (error) {
      showToast(formText(error) ?? '', 'error')
    }
  }

  const runAgain = async (run: TileRun) => {
    try {
      setAgain({ tile: await getTile(run.tileId), run })
    } catch {
      showToast(intl.formatMessage({ id: 'tileHistory.tileGone' }), 'warning')
    }
  }

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await deleteTileRun(deleting.id)
      showToast(intl.formatMessage({ id: 'tileHistory.deleted' }), 'success')
      reload()
    } catch (error) {
      showToast(formText(error) ?? '', 'error')
    }
    setDeleting(null)
  }

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.tileHistoryDynamic" />}
        subtitle={<FormattedMessage id="tileHistory.intro" />}
        actions={
          <TextField
            type="search"
            size="small"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            label={intl.formatMessage({ id: 'tileHistory.search' })}
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
        }
      />
      {listing.status === 'loading' && <CircularProgress aria-label={intl.formatMessage({ id: 'page.tileHistoryDynamic' })} />}
      {listing.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              <FormattedMessage id="tiles.retry" />
            </Button>
          }
        >
          <FormattedMessage id="tileHistory.loadFailed" values={{ reason: formText(listing.error) ?? '' }} />
        </Alert>
      )}
      {listing.status === 'ready' && listing.runs.length === 0 && (
        <Box role="status" sx={{ py: 4, textAlign: 'center' }}>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            <FormattedMessage id={search ? 'tileHistory.noResults' : 'tileHistory.empty'} />
          </Typography>
          {!search && (
            <RouterButton to="/" variant="outlined">
              <FormattedMessage id="tileHistory.toDashboard" />
            </RouterButton>
          )}
        </Box>
      )}
      {listing.status === 'ready' &&
        listing.runs.map((run) => <TileRunCard key={run.id} run={run} onRunAgain={() => void runAgain(run)} onDelete={() => setDeleting(run)} />)}
      {listing.status === 'ready' && listing.nextCursor && (
        <Button onClick={() => void loadMore()}>
          <FormattedMessage id="tileHistory.loadMore" />
        </Button>
      )}
      {again && <TileRunDialog tile={again.tile} initialInputs={again.run.inputs} onClose={() => setAgain(null)} onRunStored={reload} />}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="run-delete-title">
        <DialogTitle id="run-delete-title">
          <FormattedMessage id="tileHistory.deleteTitle" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage id="tileHistory.deleteText" values={{ title: deleting?.tileTitle ?? '', date: deleting ? intl.formatDate(deleting.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) : '' }} />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()}>
            <FormattedMessage id="tiles.delete" />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
