import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useCreateKeywordList } from '../api/create-keyword-list.ts'
import { useKeywordLists } from '../api/get-keyword-lists.ts'
import { LIST_KINDS, type ListKind } from '../api/medicheck-types.ts'
import { KeywordListCard } from './keyword-list-card.tsx'
import { KeywordSuggestions } from './keyword-suggestions.tsx'

/** The tenant's keyword lists (own products, competitors, ingredients, indications, AE terms, red-flag claims), each term with aliases and language. */
export function KeywordListsPanel() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const lists = useKeywordLists()
  const create = useCreateKeywordList()
  const [kind, setKind] = useState<ListKind>('own')
  const [name, setName] = useState('')
  const ownList = lists.data?.find((list) => list.kind === 'own')
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="medicheck.keywords.intro" />
      </Typography>
      {lists.error && <Alert severity="error">{errors.formText(lists.error)}</Alert>}
      {ownList && <KeywordSuggestions listId={ownList.id} />}
      {(lists.data ?? []).map((list) => (
        <KeywordListCard key={list.id} list={list} />
      ))}
      <Box
        component="form"
        onSubmit={(event) => (
          event.preventDefault(),
          create.mutate({ kind, name: name.trim() }, { onSuccess: () => setName('') })
        )}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        aria-label={intl.formatMessage({ id: 'medicheck.keywords.newList' })}
      >
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'medicheck.keywords.kind' })}
          value={kind}
          onChange={(event) => setKind(event.target.value as ListKind)}
          sx={{ minWidth: 200 }}
        >
          {LIST_KINDS.map((option) => (
            <MenuItem key={option} value={option}>
              {intl.formatMessage({ id: `medicheck.listKind.${option}` })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          required
          label={intl.formatMessage({ id: 'medicheck.keywords.listName' })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.fieldTexts(create.error).name)}
          helperText={errors.fieldTexts(create.error).name}
        />
        <Button type="submit" variant="outlined" disabled={name.trim() === '' || create.isPending}>
          <FormattedMessage id="medicheck.keywords.newList" />
        </Button>
      </Box>
      {create.error && errors.formText(create.error) && (
        <Alert severity="error">{errors.formText(create.error)}</Alert>
      )}
    </Box>
  )
}
