import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { fillPromptTemplate, missingTemplateValues } from '../../../../shared/ai/prompt-variables.ts'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { PromptFillForm, usePromptBuiltins } from '../../../components/prompt-fill-form.tsx'
import type { SlashPrompt } from '../api/prompt-tools.ts'

/** Asks for a library prompt's text and choice values, then hands back the filled text. */
export function PromptFillDialog({ prompt, onInsert, onClose }: { prompt: SlashPrompt; onInsert: (text: string) => void; onClose: () => void }) {
  const intl = useIntl()
  const builtins = usePromptBuiltins()
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(prompt.variables.flatMap((variable) => (variable.kind === 'choice' && variable.options?.[0] ? [[variable.name, variable.options[0]]] : []))),
  )
  const [tried, setTried] = useState(false)
  const insert = () => {
    setTried(true)
    if (missingTemplateValues(prompt.body, values).length === 0) onInsert(fillPromptTemplate(prompt.body, values, builtins))
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{intl.formatMessage({ id: 'prompts.fill.title' }, { title: prompt.title })}</DialogTitle>
      <DialogContent>
        {prompt.description && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {prompt.description}
          </Typography>
        )}
        <form
          id="prompt-fill-form"
          onSubmit={(event) => {
            event.preventDefault()
            insert()
          }}
        >
          <PromptFillForm variables={prompt.variables} values={values} onChange={setValues} showRequired={tried} />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="prompts.cancel" />
        </Button>
        <Button variant="contained" type="submit" form="prompt-fill-form">
          <FormattedMessage id="prompts.fill.insert" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
