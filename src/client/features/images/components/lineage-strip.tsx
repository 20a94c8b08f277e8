import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { GalleryImage } from '../api/image-types.ts'
import { AuthImage } from './auth-image.tsx'

/** Where the current image came from: itself first, then each image it was made from. */
export function LineageStrip({ chain, currentId, onSelect }: { chain: GalleryImage[]; currentId: string; onSelect: (id: string) => void }) {
  const intl = useIntl()
  return (
    <Box component="section" aria-labelledby="image-lineage" sx={{ mt: 3 }}>
      <Typography id="image-lineage" variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="studio.lineage" />
      </Typography>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {chain.map((image, index) => (
          <Box component="li" key={image.id} sx={{ width: 120 }}>
            <ButtonBase
              onClick={() => onSelect(image.id)}
              aria-current={image.id === currentId ? 'true' : undefined}
              aria-label={intl.formatMessage({ id: `studio.origin.${image.origin}` }) + (index === 0 ? '' : ` (${intl.formatMessage({ id: 'studio.step' }, { n: index })})`)}
              sx={{ display: 'block', width: '100%', border: 2, borderColor: image.id === currentId ? 'primary.main' : 'transparent', borderRadius: 1, overflow: 'hidden' }}
            >
              <AuthImage imageId={image.id} alt="" width={image.width} height={image.height} />
            </ButtonBase>
            <Typography variant="caption" color="textSecondary">
              <FormattedMessage id={`studio.origin.${image.origin}`} />
              {image.settings.operation ? ` · ${image.settings.operation.split('+').map((step) => intl.formatMessage({ id: `studio.operation.${step}` })).join(', ')}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
