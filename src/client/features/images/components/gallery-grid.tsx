import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useDeferredValue, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useGallery, type GalleryScope } from '../api/list-images.ts'
import { GalleryCard } from './gallery-card.tsx'
import { useAiErrorText } from './use-ai-error-text.ts'

/** The gallery: the caller's images and those shared with the tenant, searchable by description. */
export function GalleryGrid() {
  const intl = useIntl()
  const [search, setSearch] = useState('')
  const [scope, setScope] = useState<GalleryScope>('all')
  const q = useDeferredValue(search.trim())
  const gallery = useGallery(q, scope)
  const { errorText } = useAiErrorText()
  const images = gallery.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <Box component="section" aria-labelledby="image-gallery">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id="image-gallery" variant="h6" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage id="images.gallery" />
        </Typography>
        <TextField size="small" type="search" label={intl.formatMessage({ id: 'images.search' })} value={search} onChange={(e) => setSearch(e.target.value)} />
        <ToggleButtonGroup size="small" exclusive value={scope} onChange={(_, value: GalleryScope | null) => value && setScope(value)}>
          {(['all', 'mine', 'shared'] as const).map((option) => (
            <ToggleButton key={option} value={option}><FormattedMessage id={`images.scope.${option}`} /></ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {gallery.isLoading && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
      {gallery.error && <Alert severity="error">{errorText(gallery.error)}</Alert>}
      {gallery.isSuccess && images.length === 0 && <Typography color="textSecondary"><FormattedMessage id={q ? 'images.emptySearch' : 'images.empty'} /></Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {images.map((image) => <GalleryCard key={image.id} image={image} />)}
      </Box>
      {gallery.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => void gallery.fetchNextPage()} disabled={gallery.isFetchingNextPage}><FormattedMessage id="images.more" /></Button>
        </Box>
      )}
    </Box>
  )
}
