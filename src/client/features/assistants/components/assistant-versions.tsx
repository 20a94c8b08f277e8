import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { useAssistantVersions } from '../api/get-assistant-versions.ts'

/** Every saved version of an assistant, newest first. */
export function AssistantVersions({ assistantId }: { assistantId: string }) {
  const intl = useIntl()
  const versions = useAssistantVersions(assistantId)
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        <FormattedMessage id="assistants.versions" />
      </Typography>
      <List dense aria-label={intl.formatMessage({ id: 'assistants.versions' })}>
        {(versions.data?.items ?? []).map((version) => (
          <ListItem key={version.version}>
            <ListItemText
              primary={`${intl.formatMessage({ id: 'assistants.versionLabel' }, { version: version.version })} · ${version.name}`}
              secondary={intl.formatDate(version.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            />
          </ListItem>
        ))}
      </List>
    </>
  )
}
