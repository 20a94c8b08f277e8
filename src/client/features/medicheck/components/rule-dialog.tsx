import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { FINDING_TYPES, type NotificationRule } from '../api/medicheck-types.ts'
import { useSaveNotificationRule, type RuleFields } from '../api/save-notification-rule.ts'

const blank: RuleFields = {
  name: '',
  findingType: 'aeSuspected',
  product: null,
  delivery: 'immediate',
  cooldownMinutes: 60,
  enabled: true,
}

/** A new rule or a rule changed: finding type, product (or any), delivery at once or in the digest, cooldown. */
export function RuleDialog({ rule, onClose }: { rule: NotificationRule | null; onClose: () => void }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const save = useSaveNotificationRule()
  const [fields, setFields] = useState<RuleFields>(
    rule
      ? {
          name: rule.name,
          findingType: rule.findingType,
          product: rule.product,
          delivery: rule.delivery,
          cooldownMinutes: rule.cooldownMinutes,
          enabled: rule.enabled,
        }
      : blank,
  )
  const set = <K extends keyof RuleFields>(key: K, value: RuleFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }))
  const fieldErrors = errors.fieldTexts(save.error)
  const cooldownValid = Number.isInteger(fields.cooldownMinutes) && fields.cooldownMinutes >= 0
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        <FormattedMessage id={rule ? 'medicheck.rules.edit' : 'medicheck.rules.add'} />
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
          <TextField
            required
            size="small"
            label={intl.formatMessage({ id: 'medicheck.rules.column.name' })}
            value={fields.name}
            onChange={(event) => set('name', event.target.value)}
            error={Boolean(fieldErrors.name)}
            helperText={fieldErrors.name}
          />
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'medicheck.rules.column.findingType' })}
            value={fields.findingType}
            onChange={(event) => set('findingType', event.target.value as RuleFields['findingType'])}
          >
            {FINDING_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {intl.formatMessage({ id: `medicheck.findingType.${type}` })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'medicheck.rules.column.product' })}
            helperText={fieldErrors.product ?? intl.formatMessage({ id: 'medicheck.rules.productHint' })}
            error={Boolean(fieldErrors.product)}
            value={fields.product ?? ''}
            onChange={(event) => set('product', event.target.value.trim() === '' ? null : event.target.value)}
          />
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'medicheck.rules.column.delivery' })}
            value={fields.delivery}
            onChange={(event) => set('delivery', event.target.value as RuleFields['delivery'])}
          >
            {(['immediate', 'digest'] as const).map((delivery) => (
              <MenuItem key={delivery} value={delivery}>
                {intl.formatMessage({ id: `medicheck.rules.delivery.${delivery}` })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            size="small"
            label={intl.formatMessage({ id: 'medicheck.rules.cooldownLabel' })}
            value={String(fields.cooldownMinutes)}
            onChange={(event) => set('cooldownMinutes', Number(event.target.value))}
            error={!cooldownValid || Boolean(fieldErrors.cooldownMinutes)}
            helperText={
              fieldErrors.cooldownMinutes ?? intl.formatMessage({ id: 'medicheck.rules.cooldownHint' })
            }
            slotProps={{ htmlInput: { min: 0 } }}
          />
          <FormControlLabel
            control={
              <Checkbox checked={fields.enabled} onChange={(event) => set('enabled', event.target.checked)} />
            }
            label={intl.formatMessage({ id: 'medicheck.rules.enabled' })}
          />
          {save.error && errors.formText(save.error) && (
            <Alert severity="error">{errors.formText(save.error)}</Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="medicheck.cancel" />
        </Button>
        <Button
          variant="contained"
          disabled={fields.name.trim() === '' || !cooldownValid || save.isPending}
          onClick={() =>
            save.mutate(
              { ...fields, name: fields.name.trim(), ...(rule ? { ruleId: rule.id } : {}) },
              { onSuccess: onClose },
            )
          }
        >
          <FormattedMessage id="medicheck.save" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
