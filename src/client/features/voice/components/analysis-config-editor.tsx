import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AgentConfig } from '../api/voice-types.ts'

const fieldTypes = ['text', 'choice', 'yesNo', 'number'] as const

/** The post-call analysis: data fields (with their type and description) and success criteria. */
export function AnalysisConfigEditor({
  config,
  onChange,
}: {
  config: AgentConfig
  onChange: (next: AgentConfig) => void
}) {
  const intl = useIntl()
  const t = (id: string) => intl.formatMessage({ id })
  const setField = (index: number, patch: Partial<AgentConfig['dataFields'][number]>) =>
    onChange({
      ...config,
      dataFields: config.dataFields.map((field, i) => (i === index ? { ...field, ...patch } : field)),
    })
  const setCriterion = (index: number, patch: Partial<AgentConfig['successCriteria'][number]>) =>
    onChange({
      ...config,
      successCriteria: config.successCriteria.map((one, i) => (i === index ? { ...one, ...patch } : one)),
    })
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1">
        <FormattedMessage id="voice.agent.dataFields" />
      </Typography>
      {config.dataFields.map((field, index) => (
        <Stack
          key={index}
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label={t('voice.agent.fieldKey')}
            value={field.key}
            onChange={(event) => setField(index, { key: event.target.value })}
          />
          <TextField
            size="small"
            select
            label={t('voice.agent.fieldType')}
            value={field.type}
            onChange={(event) => setField(index, { type: event.target.value as (typeof fieldTypes)[number] })}
            sx={{ minWidth: 140 }}
          >
            {fieldTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`voice.fieldType.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            fullWidth
            label={t('voice.agent.fieldDescription')}
            value={field.description}
            onChange={(event) => setField(index, { description: event.target.value })}
          />
          {field.type === 'choice' && (
            <TextField
              size="small"
              label={t('voice.agent.fieldChoices')}
              value={(field.choices ?? []).join(', ')}
              onChange={(event) =>
                setField(index, {
                  choices: event.target.value
                    .split(',')
                    .map((one) => one.trim())
                    .filter(Boolean),
                })
              }
            />
          )}
          <IconButton
            aria-label={t('voice.agent.remove')}
            onClick={() =>
              onChange({ ...config, dataFields: config.dataFields.filter((_, i) => i !== index) })
            }
          >
            ×
          </IconButton>
        </Stack>
      ))}
      <Button
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          onChange({
            ...config,
            dataFields: [...config.dataFields, { key: '', type: 'text', description: '' }],
          })
        }
      >
        <FormattedMessage id="voice.agent.addField" />
      </Button>
      <Typography variant="subtitle1">
        <FormattedMessage id="voice.agent.criteria" />
      </Typography>
      {config.successCriteria.map((criterion, index) => (
        <Stack key={index} direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextField
            size="small"
            label={t('voice.agent.fieldKey')}
            value={criterion.key}
            onChange={(event) => setCriterion(index, { key: event.target.value })}
          />
          <TextField
            size="small"
            fullWidth
            label={t('voice.agent.fieldDescription')}
            value={criterion.description}
            onChange={(event) => setCriterion(index, { description: event.target.value })}
          />
          <IconButton
            aria-label={t('voice.agent.remove')}
            onClick={() =>
              onChange({ ...config, successCriteria: config.successCriteria.filter((_, i) => i !== index) })
            }
          >
            ×
          </IconButton>
        </Stack>
      ))}
      <Button
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          onChange({ ...config, successCriteria: [...config.successCriteria, { key: '', description: '' }] })
        }
      >
        <FormattedMessage id="voice.agent.addCriterion" />
      </Button>
      <Typography variant="body2" color="textSecondary" role="note">
        <FormattedMessage id="voice.agent.aeCapture" />
      </Typography>
    </Stack>
  )
}
