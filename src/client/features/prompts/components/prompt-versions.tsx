import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useUsePromptVersion } from '../api/prompts-mutations.ts'
import { usePromptVersions, type LibraryPrompt } from '../api/prompts-queries.ts'

/** The prompt's versions, newest first; the one in use is marked, any other can be put in use. */
export function PromptVersions({ prompt }: { prompt: LibraryPrompt }) {
  const intl = useIntl()
  const versions = usePromptVersions(prompt.id, prompt.currentVersion)
  const use = useUsePromptVersion()
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        <FormattedMessage id="prompts.versions" />
      </Typography>
      <List dense aria-label={intl.formatMessage({ id: 'prompts.versions' })}>
        {(versions.data?.items ?? []).map((version) => (
          <ListItem
            key={version.version}
            divider
            sx={{ flexWrap: 'wrap', gap: 1 }}
            secondaryAction={
              version.inUse ? (
                <Chip size="small" color="primary" label={intl.formatMessage({ id: 'prompts.inUse' })} />
              ) : (
                <Button
                  size="small"
                  disabled={use.isPending}
                  onClick={() =>
                    use.mutate({ promptId: prompt.id, version: version.version }, { onSuccess: () => showToast(intl.formatMessage({ id: 'prompts.versionUsed' }, { version: version.version }), 'success') })
                  }
                >
                  <FormattedMessage id="prompts.useVersion" />
                </Button>
              )
            }
          >
            <ListItemText
              sx={{ pr: 12 }}
              primary={`${intl.formatMessage({ id: 'prompts.versionLabel' }, { version: version.version })} · ${version.title}`}
              secondary={`${intl.formatDate(version.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} — ${version.body.slice(0, 120)}`}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </>
  )
}
