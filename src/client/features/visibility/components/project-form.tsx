// The settings of one project. Lists (aliases, domains, topics) are typed comma-separated; each
// competitor is a row of its own. The server checks everything again and says which field is wrong.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import type { Market, Project, ProjectInput } from '../api/visibility-types.ts'
import { CompetitorRows, type CompetitorRow } from './competitor-rows.tsx'
import { EngineChoice } from './engine-choice.tsx'

const joined = (values: readonly string[]) => values.join(', ')
const split = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
const marketKey = (m: Market) => `${m.country}/${m.language}`

export function ProjectForm({
  project,
  models,
  collections,
  markets,
  canManage,
  saving,
  error,
  onSave,
  onDelete,
}: {
  project: Project | null
  models: readonly { id: string; label: string }[]
  collections: readonly { id: string; name: string }[]
  markets: readonly Market[]
  canManage: boolean
  saving: boolean
  error: unknown
  onSave: (body: ProjectInput) => void
  onDelete?: () => void
}) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const fieldText = errors.fieldTexts(error)
  const formText = errors.formText(error)
  const [name, setName] = useState(project?.name ?? '')
  const [brand, setBrand] = useState(project?.brand ?? '')
  const [aliases, setAliases] = useState(joined(project?.brandAliases ?? []))
  const [domains, setDomains] = useState(joined(project?.ownDomains ?? []))
  const [topics, setTopics] = useState(joined(project?.topics ?? []))
  const [competitors, setCompetitors] = useState<CompetitorRow[]>(
    (project?.competitors ?? []).map((c) => ({
      name: c.name,
      aliases: joined(c.aliases),
      domains: joined(c.domains),
    })),
  )
  const [chosenMarkets, setChosenMarkets] = useState<string[]>((project?.markets ?? []).map(marketKey))
  const [engines, setEngines] = useState(project?.engines ?? [])
  const [cadence, setCadence] = useState<ProjectInput['cadence']>(project?.cadence ?? 'manual')
  const [samples, setSamples] = useState(project?.samples ?? 3)
  const [collection, setCollection] = useState(project?.approvedCollectionId ?? '')
  const label = (id: string) => intl.formatMessage({ id })
  const disabled = !canManage || saving

  const submit = () =>
    onSave({
      name,
      brand,
      brandAliases: split(aliases),
      ownDomains: split(domains),
      topics: split(topics),
      competitors: competitors
        .filter((c) => c.name.trim() !== '')
        .map((c) => ({ name: c.name, aliases: split(c.aliases), domains: split(c.domains) })),
      markets: markets.filter((m) => chosenMarkets.includes(marketKey(m))),
      engines,
      cadence,
      samples,
      approvedCollectionId: collection || null,
    })

  const field = (id: string, value: string, set: (v: string) => void, key: string, helper?: string) => (
    <TextField
      label={label(id)}
      value={value}
      onChange={(e) => set(e.target.value)}
      disabled={disabled}
      error={Boolean(fieldText[key])}
      helperText={fieldText[key] ?? (helper ? label(helper) : undefined)}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { 'data-testid': `visibility-field-${key}` } }}
    />
  )

  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, borderRadius: 3 }}
      component="form"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <Stack spacing={2}>
        {field('visibility.settings.name', name, setName, 'name')}
        {field('visibility.settings.brand', brand, setBrand, 'brand')}
        {field(
          'visibility.settings.aliases',
          aliases,
          setAliases,
          'brandAliases',
          'visibility.settings.commaList',
        )}
        {field(
          'visibility.settings.ownDomains',
          domains,
          setDomains,
          'ownDomains',
          'visibility.settings.commaList',
        )}
        {field('visibility.settings.topics', topics, setTopics, 'topics', 'visibility.settings.topicsHelp')}
        <CompetitorRows
          rows={competitors}
          onChange={setCompetitors}
          canManage={canManage}
          disabled={disabled}
          error={fieldText.competitors}
        />
        <Box>
          <FormLabel error={Boolean(fieldText.markets)}>
            <FormattedMessage id="visibility.settings.markets" />
          </FormLabel>
          <FormGroup row>
            {markets.map((m) => (
              <FormControlLabel
                key={marketKey(m)}
                label={marketKey(m)}
                control={
                  <Checkbox
                    checked={chosenMarkets.includes(marketKey(m))}
                    disabled={disabled}
                    onChange={(e) =>
                      setChosenMarkets(
                        e.target.checked
                          ? [...chosenMarkets, marketKey(m)]
                          : chosenMarkets.filter((k) => k !== marketKey(m)),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
        <EngineChoice
          models={models}
          engines={engines}
          onChange={setEngines}
          disabled={disabled}
          error={Boolean(fieldText.engines)}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={label('visibility.settings.cadence')}
            value={cadence}
            disabled={disabled}
            onChange={(e) => setCadence(e.target.value as ProjectInput['cadence'])}
            helperText={cadence === 'daily' ? label('visibility.settings.dailyCost') : undefined}
            sx={{ minWidth: 200 }}
          >
            {(['manual', 'weekly', 'daily'] as const).map((c) => (
              <MenuItem key={c} value={c}>
                <FormattedMessage id={`visibility.cadence.${c}`} />
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            size="small"
            label={label('visibility.settings.samples')}
            value={samples}
            disabled={disabled}
            onChange={(e) => setSamples(Math.max(1, Math.min(10, Number(e.target.value) || 1)))}
            helperText={label('visibility.settings.samplesHelp')}
          />
          <TextField
            select
            size="small"
            label={label('visibility.settings.approvedTexts')}
            value={collection}
            disabled={disabled}
            onChange={(e) => setCollection(e.target.value)}
            error={Boolean(fieldText.approvedCollectionId)}
            helperText={fieldText.approvedCollectionId ?? label('visibility.settings.approvedTextsHelp')}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="">
              <FormattedMessage id="visibility.settings.noCollection" />
            </MenuItem>
            {collections.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {formText && <Alert severity="error">{formText}</Alert>}
        {canManage && (
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={saving} data-testid="visibility-save-project">
              <FormattedMessage id="visibility.settings.save" />
            </Button>
            {onDelete && (
              <Button color="error" onClick={onDelete} disabled={saving}>
                <FormattedMessage id="visibility.settings.delete" />
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
