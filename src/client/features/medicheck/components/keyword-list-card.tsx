import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useAddKeyword } from '../api/add-keyword.ts'
import { useDeleteKeyword } from '../api/delete-keyword.ts'
import { useDeleteKeywordList } from '../api/delete-keyword-list.ts'
import { useRenameKeywordList } from '../api/rename-keyword-list.ts'
import type { Keyword, KeywordList } from '../api/medicheck-types.ts'

const LANGUAGES = ['', 'de', 'fr', 'en'] as const

const keywordLabel = (keyword: Keyword) =>
  [
    keyword.term,
    ...(keyword.aliases.length > 0 ? [`(${keyword.aliases.join(', ')})`] : []),
    ...(keyword.language ? [`· ${keyword.language}`] : []),
  ].join(' ')

/** One list: its terms (removable), a form for a term with aliases and language, renaming and removing the list. */
export function KeywordListCard({ list }: { list: KeywordList }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const add = useAddKeyword()
  const removeKeyword = useDeleteKeyword()
  const removeList = useDeleteKeywordList()
  const rename = useRenameKeywordList()
  const [newName, setNewName] = useState<string | null>(null)
  const [term, setTerm] = useState('')
  const [aliases, setAliases] = useState('')
  const [language, setLanguage] = useState<(typeof LANGUAGES)[number]>('')
  const fieldErrors = errors.fieldTexts(add.error)
  const submit = () =>
    add.mutate(
      {
        listId: list.id,
        term: term.trim(),
        aliases: aliases
          .split(/[,;\n]/)
          .map((alias) => alias.trim())
          .filter(Boolean),
        language: language || null,
      },
      { onSuccess: () => (setTerm(''), setAliases('')) },
    )
  const failure =
    (!Object.keys(fieldErrors).length && add.error) || removeKeyword.error || removeList.error || rename.error
  const saveName = () =>
    newName !== null &&
    newName.trim() !== '' &&
    rename.mutate({ listId: list.id, name: newName.trim() }, { onSuccess: () => setNewName(null) })
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={list.name}
      sx={{ p: 2, borderRadius: 2 }}
      data-testid="medicheck-keyword-list"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        {newName === null ? (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
              {list.name}{' '}
              <Typography component="span" variant="body2" color="textSecondary">
                · {intl.formatMessage({ id: `medicheck.listKind.${list.kind}` })}
              </Typography>
            </Typography>
            <Button size="small" onClick={() => setNewName(list.name)}>
              <FormattedMessage id="medicheck.keywords.renameList" />
            </Button>
          </>
        ) : (
          <Box
            component="form"
            onSubmit={(event) => (event.preventDefault(), saveName())}
            sx={{ display: 'flex', flex: 1, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <TextField
              size="small"
              required
              autoFocus
              label={intl.formatMessage({ id: 'medicheck.keywords.listName' })}
              value={newName}
              onChange={(event) => setNewName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Button
              type="submit"
              size="small"
              variant="contained"
              disabled={!newName.trim() || rename.isPending}
            >
              <FormattedMessage id="medicheck.save" />
            </Button>
            <Button size="small" onClick={() => setNewName(null)}>
              <FormattedMessage id="medicheck.cancel" />
            </Button>
          </Box>
        )}
        <Button
          size="small"
          color="error"
          disabled={removeList.isPending}
          onClick={() =>
            window.confirm(
              intl.formatMessage({ id: 'medicheck.keywords.deleteListConfirm' }, { name: list.name }),
            ) && removeList.mutate(list.id)
          }
        >
          <FormattedMessage id="medicheck.keywords.deleteList" />
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {list.keywords.length === 0 && (
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage id="medicheck.keywords.emptyList" />
          </Typography>
        )}
        {list.keywords.map((keyword) => (
          <Chip
            key={keyword.id}
            size="small"
            label={keywordLabel(keyword)}
            onDelete={() => removeKeyword.mutate(keyword.id)}
          />
        ))}
      </Box>
      <Box
        component="form"
        onSubmit={(event) => (event.preventDefault(), submit())}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        aria-label={intl.formatMessage({ id: 'medicheck.keywords.addTo' }, { name: list.name })}
      >
        <TextField
          size="small"
          required
          label={intl.formatMessage({ id: 'medicheck.keywords.term' })}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          error={Boolean(fieldErrors.term)}
          helperText={fieldErrors.term}
        />
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'medicheck.keywords.aliases' })}
          value={aliases}
          onChange={(event) => setAliases(event.target.value)}
          error={Boolean(fieldErrors.aliases)}
          helperText={fieldErrors.aliases ?? intl.formatMessage({ id: 'medicheck.keywords.aliasesHint' })}
          sx={{ minWidth: 220 }}
        />
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'medicheck.keywords.language' })}
          value={language}
          onChange={(event) => setLanguage(event.target.value as (typeof LANGUAGES)[number])}
          sx={{ minWidth: 140 }}
        >
          {LANGUAGES.map((option) => (
            <MenuItem key={option} value={option}>
              {intl.formatMessage({ id: `medicheck.language.${option || 'any'}` })}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={term.trim() === '' || add.isPending}>
          <FormattedMessage id="medicheck.keywords.add" />
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.formText(failure)}
        </Alert>
      )}
    </Paper>
  )
}
