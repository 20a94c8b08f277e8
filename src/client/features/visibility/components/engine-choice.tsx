// Which of the tenant's models a project asks, each with or without web search.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ProjectInput } from '../api/visibility-types.ts'

type Engine = NonNullable<ProjectInput['engines']>[number]

export function EngineChoice({
  models,
  engines,
  onChange,
  disabled,
  error,
}: {
  models: readonly { id: string; label: string }[]
  engines: readonly Engine[]
  onChange: (engines: Engine[]) => void
  disabled: boolean
  error: boolean
}) {
  const intl = useIntl()
  const label = (id: string) => intl.formatMessage({ id })
  return (
    <Box>
      <FormLabel error={error}>
        <FormattedMessage id="visibility.settings.engines" />
      </FormLabel>
      {models.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          <FormattedMessage id="visibility.settings.noModels" />
        </Alert>
      )}
      {models.map((model) => {
        const engine = engines.find((e) => e.modelId === model.id)
        return (
          <Stack direction="row" spacing={2} key={model.id} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              label={model.label}
              control={
                <Checkbox
                  checked={engine !== undefined}
                  disabled={disabled}
                  onChange={(e) =>
                    onChange(
                      e.target.checked
                        ? [...engines, { modelId: model.id, webSearch: false }]
                        : engines.filter((x) => x.modelId !== model.id),
                    )
                  }
                />
              }
            />
            {engine && (
              <FormControlLabel
                label={label('visibility.settings.webSearch')}
                control={
                  <Switch
                    size="small"
                    checked={engine.webSearch}
                    disabled={disabled}
                    onChange={(e) =>
                      onChange(
                        engines.map((x) =>
                          x.modelId === model.id ? { ...x, webSearch: e.target.checked } : x,
                        ),
                      )
                    }
                  />
                }
              />
            )}
          </Stack>
        )
      })}
    </Box>
  )
}
