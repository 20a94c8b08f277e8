// The dashboard's AI applications: the tiles the user may run, filtered by the page's search, each
// opening its form; admins make new ones and edit or delete their own. Hidden while a search matches
// none of them, so the page's "nothing found" stays true.
import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { deleteTile, type Tile } from '../../../components/tiles/tile-api.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { wantFeatureMessages } from '../../../lib/i18n/message-store.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import type { useTiles } from '../hooks/use-tiles.ts'
import { AiTileCard } from './ai-tile-card.tsx'
import { ErrorAlert } from './error-alert.tsx'
import { TileGrid } from './tile-grid.tsx'

// The run dialog (Markdown rendering, highlighting, export) and the editor load when first opened,
// so the signed-in first page does not carry them (issue 14's bytes-on-the-wire budget).
// Both use texts beyond the shell's (answers, reworks, prompts), which load beside their code.
// The run dialog's reworks use the data cache, which loads beside it (decision 0066).
const TileRunDialog = lazy(() =>
  Promise.all([import('../../../components/tiles/tile-run-dialog.tsx'), wantFeatureMessages(), import('../../../lib/query/query-scope.tsx')]).then(
    ([module, , scope]) => ({ default: scope.withQueryScope(module.TileRunDialog) }),
  ),
)
const TileDeleteDialog = lazy(() =>
  import('./tile-delete-dialog.tsx').then((module) => ({ default: module.TileDeleteDialog })),
)
const TileEditorDialog = lazy(() =>
  Promise.all([import('./tile-editor-dialog.tsx'), wantFeatureMessages()]).then(([module]) => ({ default: module.TileEditorDialog })),
)

/** Whether a tile matches the page's search (`needle`: lower-cased and trimmed; empty matches all). */
export function tileMatches(tile: Tile, needle: string, intl: IntlShape): boolean {
  return (
    needle === '' ||
    [tile.title, tile.description, intl.formatMessage({ id: `tiles.category.${tile.category}` }), intl.formatMessage({ id: 'tiles.section' })].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    )
  )
}

interface AiTilesSectionProps {
  /** The page's search, lower-cased and trimmed. */
  readonly needle: string
  readonly isAdmin: boolean
  /**
   * The tiles (useTiles) and those matching the search, from the page, which needs their number for
   * its "nothing found": asked for there, the number is right in the first render, and the page does
   * not render a second time once the tiles have told it (the signed-in first paint, issue 14).
   */
  readonly tiles: ReturnType<typeof useTiles>
  readonly shown: readonly Tile[]
}

export function AiTilesSection({ needle, isAdmin, tiles: { state, reload }, shown }: AiTilesSectionProps) {
  const intl = useIntl()
  const { formText } = useApiErrorText()
  const [running, setRunning] = useState<Tile | null>(null)
  const [editing, setEditing] = useState<Tile | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Tile | null>(null)
  // Mounted from the first question on, so closing plays the dialog's exit transition.
  const [deleteAsked, setDeleteAsked] = useState(false)

  if (needle !== '' && shown.length === 0) return null

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await deleteTile(deleting.id)
      showToast(intl.formatMessage({ id: 'tiles.deleted' }), 'success')
      reload()
    } catch (error) {
      showToast(formText(error) ?? intl.formatMessage({ id: 'apiError.server' }), 'error')
    }
    setDeleting(null)
  }

  return (
    <Box component="section" aria-labelledby="apps-ai-tiles" sx={{ mb: 4 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}
      >
        <Box>
          <Typography id="apps-ai-tiles" variant="h3" component="h2">
            <FormattedMessage id="tiles.section" />
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage id="tiles.sectionHint" />
          </Typography>
        </Box>
        {isAdmin && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            <FormattedMessage id="tiles.new" />
          </Button>
        )}
      </Stack>
      {state.status === 'loading' && (
        <CircularProgress size={28} aria-label={intl.formatMessage({ id: 'tiles.loading' })} />
      )}
      {state.status === 'failed' && (
        <ErrorAlert
          action={
            <Button color="inherit" size="small" onClick={reload}>
              <FormattedMessage id="tiles.retry" />
            </Button>
          }
        >
          <FormattedMessage id="tiles.loadFailed" values={{ reason: formText(state.error) ?? '' }} />
        </ErrorAlert>
      )}
      {state.status === 'ready' && (
        <TileGrid>
          {shown.map((tile) => (
            <AiTileCard
              key={tile.id}
              tile={tile}
              onOpen={() => setRunning(tile)}
              onEdit={() => setEditing(tile)}
              onDelete={() => {
                setDeleting(tile)
                setDeleteAsked(true)
              }}
            />
          ))}
        </TileGrid>
      )}
      <Suspense fallback={null}>
        {running && <TileRunDialog tile={running} onClose={() => setRunning(null)} />}
        {editing && (
          <TileEditorDialog
            tile={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null)
              reload()
            }}
          />
        )}
      </Suspense>
      {deleteAsked && (
        <Suspense fallback={null}>
          <TileDeleteDialog tile={deleting} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} />
        </Suspense>
      )}
    </Box>
  )
}
