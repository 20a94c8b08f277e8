import AppsIcon from '@mui/icons-material/Apps'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'
import { createLink } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { hasMenuIcon, MenuIcon } from '../../../components/menu-icon.tsx'
import type { Application } from '../lib/list-applications.ts'

const CardLink = createLink(CardActionArea)

/** One application on the dashboard, opening its route. */
export function ApplicationTile({ application }: { application: Application }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3, transition: 'border-color 150ms, transform 150ms', '&:hover': { borderColor: 'primary.main', transform: 'translateY(-2px)' } }}>
      <CardLink to={application.url} preload="intent" sx={{ height: '100%', p: 2.5, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}>
        <Box sx={{ width: 44, height: 44, borderRadius: 2.5, display: 'grid', placeItems: 'center', flexShrink: 0, bgcolor: 'action.selected', color: 'primary.main' }}>
          {hasMenuIcon(application.icon) ? <MenuIcon name={application.icon ?? ''} fontSize="medium" /> : <AppsIcon />}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {application.sectionTitleId && (
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4, display: 'block' }}>
              <FormattedMessage id={application.sectionTitleId} />
            </Typography>
          )}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            <FormattedMessage id={application.titleId} />
          </Typography>
        </Box>
      </CardLink>
    </Card>
  )
}
