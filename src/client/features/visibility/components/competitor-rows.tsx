// A project's competitors, a row each: name, aliases and domains (typed comma-separated).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { FormattedMessage, useIntl } from 'react-intl'

export interface CompetitorRow {
  name: string
  aliases: string
  domains: string
}

export function CompetitorRows({
  rows,
  onChange,
  canManage,
  disabled,
  error,
}: {
  rows: CompetitorRow[]
  onChange: (rows: CompetitorRow[]) => void
  canManage: boolean
  disabled: boolean
  error: string | undefined
}) {
  const intl = useIntl()
  const label = (id: string) => intl.formatMessage({ id })
  return (
    <Box>
      <FormLabel>
        <FormattedMessage id="visibility.settings.competitors" />
      </FormLabel>
      {error && <Alert severity="error">{error}</Alert>}
      {rows.map((c, index) => {
        const set = (patch: Partial<CompetitorRow>) =>
          onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
        return (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} key={index} sx={{ mt: 1 }}>
            <TextField
              size="small"
              label={label('visibility.settings.competitorName')}
              value={c.name}
              disabled={disabled}
              onChange={(e) => set({ name: e.target.value })}
            />
            <TextField
              size="small"
              label={label('visibility.settings.aliases')}
              value={c.aliases}
              disabled={disabled}
              onChange={(e) => set({ aliases: e.target.value })}
            />
            <TextField
              size="small"
              label={label('visibility.settings.domains')}
              value={c.domains}
              disabled={disabled}
              onChange={(e) => set({ domains: e.target.value })}
            />
            {canManage && (
              <IconButton
                aria-label={label('visibility.settings.removeCompetitor')}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                <DeleteOutline />
              </IconButton>
            )}
          </Stack>
        )
      })}
      {canManage && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() => onChange([...rows, { name: '', aliases: '', domains: '' }])}
        >
          <FormattedMessage id="visibility.settings.addCompetitor" />
        </Button>
      )}
    </Box>
  )
}
