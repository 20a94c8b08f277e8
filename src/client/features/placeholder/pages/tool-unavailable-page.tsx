import ConstructionIcon from '@mui/icons-material/ConstructionOutlined'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { RouterButton } from '../../../components/router-button.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'

/** Every manifest route whose tool is not built yet: it says so plainly, with no invented data. */
export default function ToolUnavailablePage() {
  const titleId = useRouteTitleId()
  return (
    <>
      <PageHeader title={titleId ? <FormattedMessage id={titleId} /> : null} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, borderRadius: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
          <ConstructionIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
          <Typography variant="h3" component="p" data-testid="tool-unavailable">
            <FormattedMessage id="toolUnavailable.title" />
          </Typography>
          <Typography color="textSecondary">
            <FormattedMessage id="toolUnavailable.text" />
          </Typography>
          <RouterButton to="/" variant="contained">
            <FormattedMessage id="toolUnavailable.back" />
          </RouterButton>
        </Stack>
      </Paper>
    </>
  )
}
