import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { fillPromptVariables, formatPromptDate, languageNameOf } from '../../../../shared/ai/prompt-variables.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'

/** The instructions as the model will receive them for the signed-in admin today (plain text). */
export function InstructionsPreview({ instructions }: { instructions: string }) {
  const intl = useIntl()
  const user = useSessionUser()
  const filled = fillPromptVariables(instructions, {
    userName: user?.username ?? '',
    date: formatPromptDate(new Date(), intl.locale),
    tenantLanguage: languageNameOf(intl.locale),
  })
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} aria-label={intl.formatMessage({ id: 'assistants.preview' })}>
      <Typography variant="overline">
        <FormattedMessage id="assistants.preview" />
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="instructions-preview">
        {filled || intl.formatMessage({ id: 'assistants.previewEmpty' })}
      </Typography>
    </Paper>
  )
}
