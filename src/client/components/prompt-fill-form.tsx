import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useIntl } from 'react-intl'
import { fillPromptTemplate, formatPromptDate, languageNameOf } from '../../shared/ai/prompt-variables.ts'
import { useOptionalSessionUser } from '../lib/session/session-context.tsx'

/** A variable as the API or the template parser gives it. */
export interface FillableVariable {
  readonly kind: 'builtin' | 'text' | 'choice'
  readonly name: string
  readonly options?: readonly string[] | undefined
}

/** One field per text or choice variable of a saved prompt (built-ins fill themselves). */
export function PromptFillForm({
  variables,
  values,
  onChange,
  showRequired = false,
}: {
  variables: readonly FillableVariable[]
  values: Readonly<Record<string, string>>
  onChange: (values: Record<string, string>) => void
  /** Marks empty fields (after a first try to insert). */
  showRequired?: boolean
}) {
  const intl = useIntl()
  const asked = variables.filter((variable) => variable.kind !== 'builtin')
  return (
    <Stack spacing={2}>
      {asked.map((variable) => {
        const value = values[variable.name] ?? ''
        const missing = showRequired && value === ''
        const common = {
          key: variable.name,
          label: variable.name,
          value,
          fullWidth: true,
          size: 'small' as const,
          error: missing,
          helperText: missing ? intl.formatMessage({ id: 'prompts.fill.required' }) : undefined,
          onChange: (event: { target: { value: string } }) => onChange({ ...values, [variable.name]: event.target.value }),
        }
        return variable.kind === 'choice' ? (
          <TextField {...common} select>
            {(variable.options ?? []).map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField {...common} multiline maxRows={6} />
        )
      })}
    </Stack>
  )
}

/** The built-ins for the signed-in user today, in the interface's language. */
export function usePromptBuiltins() {
  const intl = useIntl()
  const user = useOptionalSessionUser()
  return { userName: user?.username ?? '', date: formatPromptDate(new Date(), intl.locale), tenantLanguage: languageNameOf(intl.locale) }
}

/** A saved prompt's text with the given values and today's built-ins. */
export function useFilledPrompt(body: string, values: Readonly<Record<string, string>>) {
  return fillPromptTemplate(body, values, usePromptBuiltins())
}
