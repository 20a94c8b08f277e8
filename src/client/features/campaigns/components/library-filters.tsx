import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useIntl } from 'react-intl'
import type { CampaignLibrary, LibraryQuery } from '../api/get-campaigns.ts'

interface Props {
  query: LibraryQuery
  facets: CampaignLibrary['facets'] | undefined
  onChange: (change: Partial<LibraryQuery>) => void
}

/** Search words, sent between two dates, audience, language, tag. */
export function LibraryFilters({ query, facets, onChange }: Props) {
  const intl = useIntl()
  const label = (id: string) => intl.formatMessage({ id })
  const select = (
    name: 'audience' | 'language' | 'tag',
    options: string[],
    text = (value: string) => value,
  ) => (
    <TextField
      select
      size="small"
      label={label(`campaignLibrary.filter.${name}`)}
      value={query[name] ?? ''}
      onChange={(event) => onChange({ [name]: event.target.value || undefined })}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{label('campaignLibrary.filter.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {text(option)}
        </MenuItem>
      ))}
    </TextField>
  )
  const tagText = (tag: string) =>
    ['consumer', 'pharmacist', 'both'].includes(tag) ? label(`campaignLibrary.audience.${tag}`) : tag
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }} role="search">
      <TextField
        size="small"
        type="search"
        label={label('campaignLibrary.search')}
        value={query.q ?? ''}
        onChange={(event) => onChange({ q: event.target.value || undefined })}
        sx={{ minWidth: 260 }}
      />
      {(['from', 'to'] as const).map((name) => (
        <TextField
          key={name}
          size="small"
          type="date"
          label={label(`campaignLibrary.filter.${name}`)}
          value={query[name] ?? ''}
          onChange={(event) => onChange({ [name]: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      {select('audience', facets?.audiences ?? [])}
      {select('language', facets?.languages ?? [], (value) => label(`campaignLibrary.language.${value}`))}
      {select('tag', facets?.tags ?? [], tagText)}
    </Box>
  )
}
