import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Slider from '@mui/material/Slider'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import type { ChatModelChoice, ModelLabel, ThreadSettings } from '../api/chat-types.ts'

export const SOURCE_MODES = ['files', 'general', 'internal', 'all'] as const

/** The expert settings as chips in the thread header; the chosen model only when another one is shown as answering. */
export function SettingsChips({ settings, models, answering = null }: { settings: ThreadSettings; models: readonly ChatModelChoice[]; answering?: ModelLabel | null }) {
  const intl = useIntl()
  const model = models.find((m) => m.id === settings.modelId)
  const shownAsAnswering = answering !== null && !answering.offline && answering.label === (model?.label ?? settings.modelId)
  return (
    <>
      {settings.modelId && !shownAsAnswering && <Chip size="small" variant="outlined" label={model?.label ?? settings.modelId} />}
      {typeof settings.temperature === 'number' && <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'chat.settings.temperatureChip' }, { value: intl.formatNumber(settings.temperature, { maximumFractionDigits: 1 }) })} />}
      {settings.sourceMode && <Chip size="small" variant="outlined" label={intl.formatMessage({ id: `chat.sourceMode.${settings.sourceMode}` })} />}
      {settings.extraInstruction && <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'chat.settings.extraInstructionChip' })} title={settings.extraInstruction} />}
    </>
  )
}

/** Model, temperature, source mode and an extra instruction for this thread (customizable chatbots only). */
export function ExpertSettingsDialog({ open, settings, models, onSave, onClose, saving }: { open: boolean; settings: ThreadSettings; models: readonly ChatModelChoice[]; onSave: (settings: ThreadSettings) => void; onClose: () => void; saving: boolean }) {
  const intl = useIntl()
  const [draft, setDraft] = useState<ThreadSettings>(settings)
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="chat-settings-title" slotProps={{ transition: { onEnter: () => setDraft(settings) } }}>
      <DialogTitle id="chat-settings-title">
        <FormattedMessage id="chat.settings.title" />
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <TextField select label={intl.formatMessage({ id: 'chat.settings.model' })} value={draft.modelId ?? ''} onChange={(e) => setDraft({ ...draft, modelId: e.target.value || null })}>
            <MenuItem value="">
              <FormattedMessage id="chat.settings.modelDefault" />
            </MenuItem>
            {models.map((model) => (
              <MenuItem key={model.id} value={model.id}>
                {model.label}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <Typography id="chat-temperature-label" variant="body2">
              <FormattedMessage id="chat.settings.temperature" />
            </Typography>
            <Slider
              aria-labelledby="chat-temperature-label"
              min={0}
              max={2}
              step={0.1}
              valueLabelDisplay="auto"
              value={draft.temperature ?? 0.7}
              // The slider adds its 0.1 steps in binary floating point (0.7 + 0.3 = 0.9999…): kept to the step.
              onChange={(_, value) => setDraft({ ...draft, temperature: Math.round((value as number) * 10) / 10 })}
            />
          </Box>
          <TextField select label={intl.formatMessage({ id: 'chat.settings.sourceMode' })} value={draft.sourceMode ?? ''} onChange={(e) => setDraft({ ...draft, sourceMode: e.target.value || null })}>
            <MenuItem value="">
              <FormattedMessage id="chat.settings.sourceModeDefault" />
            </MenuItem>
            {SOURCE_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                <FormattedMessage id={`chat.sourceMode.${mode}`} />
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={intl.formatMessage({ id: 'chat.settings.extraInstruction' })}
            value={draft.extraInstruction ?? ''}
            onChange={(e) => setDraft({ ...draft, extraInstruction: e.target.value || null })}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" disabled={saving} onClick={() => onSave(draft)}>
          <FormattedMessage id="common.save" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
