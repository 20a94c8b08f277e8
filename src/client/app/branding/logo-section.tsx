import Box from '@mui/material/Box'
import { Link } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { useLogo } from '../../lib/branding/logo-context.tsx'
import { StaticChip } from '../../components/static-chip.tsx'

/** The group's logo linking to /, with the parent group's product chip beside it. */
export function LogoSection({ compact = false }: { compact?: boolean }) {
  const intl = useIntl()
  const logo = useLogo()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Link
        to="/"
        aria-label={intl.formatMessage({ id: 'layout.home' })}
        style={{ display: 'inline-flex', alignItems: 'center' }}
      >
        <Box
          component="img"
          src={logo.src}
          alt={intl.formatMessage({ id: 'layout.logoAlt' })}
          data-testid="tenant-logo"
          sx={{
            display: 'block',
            maxWidth: compact ? 40 : logo.maxWidth,
            maxHeight: 44,
            height: 'auto',
            width: 'auto',
            objectFit: 'contain',
          }}
          style={{ maxWidth: compact ? 40 : logo.maxWidth }}
        />
      </Link>
      {logo.chipLabel && !compact && (
        <StaticChip
          label={logo.chipLabel}
          color="primary"
          variant="filled"
          size="small"
          data-testid="product-chip"
        />
      )}
    </Box>
  )
}
