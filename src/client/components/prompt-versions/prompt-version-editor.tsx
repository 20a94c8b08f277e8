import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../lib/api/use-api-error-text.ts'
import { showToast } from '../../lib/toast/toast-store.ts'
import { PromptVersionTable, type VersionedPrompt } from './prompt-version-table.tsx'

/** An edit as it is saved: a new version, put in use at once or not. */
export interface PromptDraft {
  readonly instruction: string
  readonly use: boolean
  readonly note?: string
}

/**
 * A versioned prompt's table and editor (medicine-check's profiles, the podcast prompt): an edit
 * starts from the version in use or one loaded from the table and is saved as a new version.
 * Rendered as siblings, so the caller's grid lays them out beside its own parts.
 */
export function PromptVersionEditor<Version extends VersionedPrompt>({
  versions,
  rowTestId,
  onActivate,
  activating,
  onSave,
  saving,
  saveError,
  minRows,
  renderTrial,
}: {
  versions: readonly Version[]
  /** Each version row's data-testid (the e2e tests find the rows by it). */
  rowTestId: string
  onActivate: (promptId: string) => void
  activating: boolean
  /** Saves the draft; `onSaved` is called with the new version once it is saved. */
  onSave: (draft: PromptDraft, onSaved: (saved: { version: number }) => void) => void
  saving: boolean
  saveError: unknown
  minRows: number
  /** A test run of the instruction being edited, shown below the editor (medicine-check tries it on one item). */
  renderTrial?: (instruction: string) => ReactNode
}) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const inUse = versions.find((version) => version.inUse) ?? versions[0]
  const [instruction, setInstruction] = useState(inUse?.instruction ?? '')
  const [base, setBase] = useState(inUse?.version ?? 0)
  const [note, setNote] = useState('')
  const [useNow, setUseNow] = useState(true)
  const fieldErrors = errors.fieldTexts(saveError)
  const formError = saveError ? errors.formText(saveError) : null
  const submit = () =>
    onSave({ instruction, use: useNow, ...(note.trim() ? { note: note.trim() } : {}) }, (saved) => {
      setNote('')
      setBase(saved.version)
      showToast(intl.formatMessage({ id: 'medicheck.prompt.saved' }, { version: saved.version }), 'success')
    })
  return (
    <>
      <PromptVersionTable
        versions={versions}
        rowTestId={rowTestId}
        onActivate={onActivate}
        activating={activating}
        onEdit={(version) => (setInstruction(version.instruction), setBase(version.version))}
      />
      <Box
        component="form"
        onSubmit={(event) => (event.preventDefault(), submit())}
        sx={{ display: 'grid', gap: 2 }}
        aria-label={intl.formatMessage({ id: 'medicheck.prompt.editor' })}
      >
        <TextField
          multiline
          minRows={minRows}
          label={intl.formatMessage({ id: 'medicheck.prompt.instruction' }, { version: base })}
          value={instruction}
          onChange={(event) => setInstruction(event.target.value)}
          error={Boolean(fieldErrors.instruction)}
          helperText={
            fieldErrors.instruction ?? intl.formatMessage({ id: 'medicheck.prompt.instructionHint' })
          }
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'medicheck.prompt.note' })}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(fieldErrors.note)}
            helperText={fieldErrors.note}
            sx={{ flex: 1, minWidth: 240 }}
          />
          <FormControlLabel
            control={<Checkbox checked={useNow} onChange={(event) => setUseNow(event.target.checked)} />}
            label={intl.formatMessage({ id: 'medicheck.prompt.useNow' })}
          />
          <Button type="submit" variant="contained" disabled={instruction.trim() === '' || saving}>
            <FormattedMessage id="medicheck.prompt.save" />
          </Button>
        </Box>
        {formError && <Alert severity="error">{formError}</Alert>}
      </Box>
      {renderTrial?.(instruction)}
    </>
  )
}
