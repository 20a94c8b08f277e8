import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useIntl } from 'react-intl'
import type { Project } from '../api/visibility-types.ts'

/** The project a page works on; the first when none is chosen. */
export function ProjectPicker({
  projects,
  value,
  onChange,
}: {
  projects: readonly Project[]
  value: string | null
  onChange: (id: string) => void
}) {
  const intl = useIntl()
  if (projects.length === 0) return null
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: 'visibility.project' })}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 260, mb: 2 }}
      slotProps={{ htmlInput: { 'data-testid': 'visibility-project-picker' } }}
    >
      {projects.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** The chosen project id, else the first project's. */
export const chosenProject = (projects: readonly Project[] | undefined, chosen: string | null) =>
  projects?.find((p) => p.id === chosen)?.id ?? projects?.[0]?.id ?? null
