import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import {
  useAddPodcastKeyword,
  useDeletePodcastKeyword,
  type NewPodcastKeyword,
} from '../api/change-podcast-keywords.ts'
import { usePodcastKeywords } from '../api/get-podcast-keywords.ts'

const kinds: NewPodcastKeyword['kind'][] = ['own', 'competitor', 'ingredient', 'indication']

/** The terms mentions are counted by, per kind; admins add (aliases after commas) and remove them. */
export function KeywordPanel({ canManage }: { canManage: boolean }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const keywords = usePodcastKeywords()
  const add = useAddPodcastKeyword()
  const remove = useDeletePodcastKeyword()
  const [kind, setKind] = useState<NewPodcastKeyword['kind']>('own')
  const [term, setTerm] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const [main, ...aliases] = term.split(',').map((part) => part.trim())
    if (!main) return
    add.mutate({ kind, term: main, aliases: aliases.filter(Boolean) }, { onSuccess: () => setTerm('') })
  }
  const items = keywords.data?.items ?? []
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="podcast-keywords-title"
      sx={{ p: 2, mb: 3, borderRadius: 3 }}
    >
      <Typography id="podcast-keywords-title" variant="h6" component="h2">
        <FormattedMessage id="podcast.keywords.title" />
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        <FormattedMessage id="podcast.keywords.intro" />
      </Typography>
      {kinds.map((one) => {
        const terms = items.filter((keyword) => keyword.kind === one)
        return (
          <Box key={one} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', mb: 1 }}>
            <Typography variant="body2" sx={{ minWidth: 120, fontWeight: 600 }}>
              <FormattedMessage id={`podcast.mentionKind.${one}`} />
            </Typography>
            {terms.length === 0 && (
              <Typography variant="body2" color="textSecondary">
                –
              </Typography>
            )}
            {terms.map((keyword) => (
              <Chip
                key={keyword.id}
                size="small"
                label={
                  keyword.aliases.length > 0
                    ? `${keyword.term} (${keyword.aliases.join(', ')})`
                    : keyword.term
                }
                {...(canManage ? { onDelete: () => remove.mutate(keyword.id) } : {})}
                slotProps={{ root: { 'aria-label': keyword.term } as object }}
              />
            ))}
          </Box>
        )
      })}
      {canManage && (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'podcast.keywords.kind' })}
            value={kind}
            onChange={(event) => setKind(event.target.value as NewPodcastKeyword['kind'])}
            sx={{ minWidth: 160 }}
          >
            {kinds.map((one) => (
              <MenuItem key={one} value={one}>
                <FormattedMessage id={`podcast.mentionKind.${one}`} />
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'podcast.keywords.term' })}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            sx={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit" variant="outlined" disabled={add.isPending || !term.trim()}>
            <FormattedMessage id="podcast.keywords.add" />
          </Button>
        </Box>
      )}
      {add.error !== null && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {errors.formText(add.error)}
        </Typography>
      )}
    </Paper>
  )
}
