import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'
import { createLink } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { routes } from '../../../../generated/access.gen.ts'
import { resources } from '../../../../generated/resources.gen.ts'
import type { CompiledRoute } from '../../../../shared/manifest/types.ts'
import type { SessionProfile } from '../../../lib/session/session-types.ts'
import { canAccess } from '../../../../shared/policy/can-access.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { useSessionUser } from '../../../lib/session/session-context.tsx'

const CardLink = createLink(CardActionArea)

const BULK_UPLOAD_PATH = '/services/bulk-upload'

/**
 * Whether the user can use a service, beyond opening its route: a list needs its read guard (0020),
 * bulk upload a list the user may write to, else its page only says that nothing can be uploaded.
 */
function canUse(user: SessionProfile | null, route: CompiledRoute): boolean {
  if (!canAccess(user, route.access)) return false
  if (route.path === BULK_UPLOAD_PATH) return resources.some((list) => canAccess(user, list.access.write))
  const list = resources.find((candidate) => candidate.path === route.path)
  return !list || canAccess(user, list.access.read)
}

/** The product-data services the user can use, each a manifest route under /services/. */
export default function ServicesOverviewPage() {
  const user = useSessionUser()
  const services = routes.filter((route) => route.path.startsWith('/services/') && canUse(user, route))
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
                <Typography variant="body2" color="textSecondary">
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
