import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'
import { createLink } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { routes } from '../../../../generated/access.gen.ts'
import { canAccess } from '../../../../shared/policy/can-access.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { useSessionUser } from '../../../lib/session/session-context.tsx'

const CardLink = createLink(CardActionArea)

/** The product-data services the user may open, each a manifest route under /services/. */
export default function ServicesOverviewPage() {
  const user = useSessionUser()
  const services = routes.filter((route) => route.path.startsWith('/services/') && canAccess(user, route.access))
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.services" />} subtitle={<FormattedMessage id="services.subtitle" />} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {services.map((route) => (
          <li key={route.id}>
            <Card variant="outlined" sx={{ borderRadius: 3 }}>
              <CardLink to={route.path} preload="intent" sx={{ p: 2.5 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  <FormattedMessage id={route.title} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {route.path}
                </Typography>
              </CardLink>
            </Card>
          </li>
        ))}
      </Box>
    </>
  )
}
