import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useCreateIdea, useIdeaSources, useIdeas, type NewIdea } from '../api/post-ideas.ts'
import { IdeaCard } from './idea-card.tsx'

type Kind = NewIdea['sourceKind']

/** Post ideas: written from approved content by the tenant's model, or pasted; each shown with its check. */
export function IdeasPanel({ canWrite }: { canWrite: boolean }) {
  const intl = useIntl()
  const sources = useIdeaSources()
  const ideas = useIdeas()
  const create = useCreateIdea()
  const errors = useApiErrorText()
  const model = sources.data?.model ?? null
  const [kind, setKind] = useState<Kind>('collection')
  const [sourceId, setSourceId] = useState('')
  const [brief, setBrief] = useState('')
  const [text, setText] = useState('')
  const [language, setLanguage] = useState<'de' | 'en'>('de')
  const effectiveKind: Kind = model ? kind : 'pasted'
  const choices =
    effectiveKind === 'collection'
      ? (sources.data?.collections ?? []).map((c) => ({ id: c.id, label: c.name }))
      : (sources.data?.tiles ?? []).map((tile) => ({ id: tile.id, label: tile.title }))
  const fields = errors.fieldTexts(create.error)
  const submit = () =>
    create.mutate(
      effectiveKind === 'pasted'
        ? { sourceKind: 'pasted', language, text }
        : { sourceKind: effectiveKind, sourceId, language, ...(brief.trim() && { brief }) },
    )
  return (
    <Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="influencing.ideas.intro" />
      </Typography>
      {sources.data && !model && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="ideas-no-model">
          <FormattedMessage id="influencing.ideas.noModel" />
        </Alert>
      )}
      {canWrite && (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, mb: 3 }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <TextField
              select
              size="small"
              sx={{ minWidth: 200 }}
              label={intl.formatMessage({ id: 'influencing.ideas.kind' })}
              value={effectiveKind}
              onChange={(event) => (setKind(event.target.value as Kind), setSourceId(''))}
            >
              {(['collection', 'tile', 'pasted'] as const).map((value) => (
                <MenuItem key={value} value={value} disabled={!model && value !== 'pasted'}>
                  {intl.formatMessage({ id: `influencing.ideas.kind.${value}` })}
                </MenuItem>
              ))}
            </TextField>
            {effectiveKind !== 'pasted' && (
              <TextField
                select
                size="small"
                sx={{ minWidth: 260 }}
                label={intl.formatMessage({ id: `influencing.ideas.choose.${effectiveKind}` })}
                value={sourceId}
                onChange={(event) => setSourceId(event.target.value)}
                error={Boolean(fields.sourceId)}
                helperText={fields.sourceId}
              >
                {choices.map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {choice.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              size="small"
              sx={{ minWidth: 140 }}
              label={intl.formatMessage({ id: 'influencing.ideas.language' })}
              value={language}
              onChange={(event) => setLanguage(event.target.value as 'de' | 'en')}
            >
              <MenuItem value="de">{intl.formatMessage({ id: 'influencing.ideas.language.de' })}</MenuItem>
              <MenuItem value="en">{intl.formatMessage({ id: 'influencing.ideas.language.en' })}</MenuItem>
            </TextField>
          </Box>
          {effectiveKind === 'pasted' ? (
            <TextField
              multiline
              minRows={4}
              fullWidth
              label={intl.formatMessage({ id: 'influencing.ideas.pasted' })}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={Boolean(fields.text)}
              helperText={fields.text}
            />
          ) : (
            <TextField
              fullWidth
              label={intl.formatMessage({ id: 'influencing.ideas.brief' })}
              helperText={intl.formatMessage({ id: 'influencing.ideas.briefHelp' })}
              value={brief}
              onChange={(event) => setBrief(event.target.value)}
            />
          )}
          <Button
            sx={{ mt: 2 }}
            variant="contained"
            disabled={create.isPending || (effectiveKind === 'pasted' ? !text.trim() : !sourceId)}
            onClick={submit}
          >
            <FormattedMessage
              id={effectiveKind === 'pasted' ? 'influencing.ideas.checkPasted' : 'influencing.ideas.write'}
            />
          </Button>
          {create.error && Object.keys(fields).length === 0 && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errors.formText(create.error)}
            </Alert>
          )}
        </Paper>
      )}
      {ideas.data?.items.length === 0 && (
        <Typography color="textSecondary">
          <FormattedMessage id="influencing.ideas.empty" />
        </Typography>
      )}
      {ideas.data?.items.map((idea) => (
        <IdeaCard key={idea.id} idea={idea} />
      ))}
    </Box>
  )
}
