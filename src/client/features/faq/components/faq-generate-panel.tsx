import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useQueryClient } from '@tanstack/react-query'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { isGenerationRunning, useFaqGenerations, type FaqGeneration } from '../api/get-faq-generations.ts'
import { useStartFaqGeneration } from '../api/start-faq-generation.ts'

/** Sources and size of a new generation, the model that will answer, and the progress of the latest one. */
export function FaqGeneratePanel({ collectionId }: { collectionId: string }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const queryClient = useQueryClient()
  const generations = useFaqGenerations(collectionId)
  const start = useStartFaqGeneration()
  const model = generations.data?.model ?? null
  const latest = generations.data?.items[0]
  const running = isGenerationRunning(latest)
  const [fromDocuments, setFromDocuments] = useState(true)
  const [fromUserQuestions, setFromUserQuestions] = useState(true)
  const [maxPairs, setMaxPairs] = useState('10')
  const pairs = Number(maxPairs)
  const pairsValid = Number.isInteger(pairs) && pairs >= 1 && pairs <= 50

  // Without a model, document questions cannot be had: the option starts off.
  useEffect(() => {
    if (generations.data && generations.data.model === null) setFromDocuments(false)
  }, [generations.data])
  // A generation that ends brings its pairs into the list.
  const latestStatus = latest?.status
  useEffect(() => {
    if (latestStatus === 'done' || latestStatus === 'failed') void queryClient.invalidateQueries({ queryKey: ['faq', 'entries', collectionId] })
  }, [latestStatus, collectionId, queryClient])

  return (
    <Paper variant="outlined" component="section" aria-labelledby="faq-generate-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="faq-generate-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="faq.generateTitle" />
      </Typography>
      {generations.data && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {model === null ? <FormattedMessage id="faq.model.offline" /> : <FormattedMessage id="faq.model.provider" values={{ label: model }} />}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <FormControlLabel control={<Checkbox checked={fromDocuments} onChange={(event) => setFromDocuments(event.target.checked)} />} label={intl.formatMessage({ id: 'faq.fromDocuments' })} />
        <FormControlLabel control={<Checkbox checked={fromUserQuestions} onChange={(event) => setFromUserQuestions(event.target.checked)} />} label={intl.formatMessage({ id: 'faq.fromUserQuestions' })} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <TextField
          type="number"
          size="small"
          label={intl.formatMessage({ id: 'faq.maxPairs' })}
          value={maxPairs}
          onChange={(event) => setMaxPairs(event.target.value)}
          error={!pairsValid}
          slotProps={{ htmlInput: { min: 1, max: 50 } }}
          sx={{ width: 200, maxWidth: '100%' }}
        />
        <Button
          variant="contained"
          disabled={running || start.isPending || !pairsValid || (!fromDocuments && !fromUserQuestions)}
          onClick={() => start.mutate({ collectionId, fromDocuments, fromUserQuestions, maxPairs: pairs })}
        >
          <FormattedMessage id="faq.generate" />
        </Button>
      </Box>
      {start.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errors.formText(start.error) ?? Object.values(errors.fieldTexts(start.error)).join(' ')}
        </Alert>
      )}
      {latest && <GenerationProgress generation={latest} />}
    </Paper>
  )
}

function GenerationProgress({ generation }: { generation: FaqGeneration }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const { status, questionsDone: done, questionsTotal: total } = generation
  const reason = (code: string | null) => {
    if (!code) return ''
    const id = code.startsWith('ai.') ? code : `apiError.${code}`
    return id in intl.messages ? intl.formatMessage({ id }) : errors.text({ code, message: code })
  }
  return (
    <Box sx={{ mt: 2 }} role="status" aria-live="polite" data-testid="faq-progress">
      {(status === 'queued' || status === 'running') && (
        <>
          <Typography variant="body2">
            {status === 'queued' ? <FormattedMessage id="faq.progress.queued" /> : total === 0 ? <FormattedMessage id="faq.progress.collecting" /> : <FormattedMessage id="faq.progress.running" values={{ done, total }} />}
          </Typography>
          <LinearProgress
            variant={total > 0 ? 'determinate' : 'indeterminate'}
            value={total > 0 ? (100 * done) / total : undefined}
            aria-label={intl.formatMessage({ id: 'faq.generateTitle' })}
            sx={{ mt: 1 }}
          />
        </>
      )}
      {status === 'done' && (
        <Alert severity="success">
          <FormattedMessage id="faq.progress.done" values={{ created: generation.pairsCreated, unanswered: generation.questionsUnanswered }} />
        </Alert>
      )}
      {status === 'failed' && (
        <Alert severity="error">
          <FormattedMessage id="faq.progress.failed" values={{ reason: reason(generation.errorCode) }} />
        </Alert>
      )}
      {generation.notices.map((notice) => (
        <Alert key={notice} severity="info" sx={{ mt: 1 }}>
          {intl.formatMessage({ id: notice.replace(/^faq\./, 'faq.notice.') })}
        </Alert>
      ))}
    </Box>
  )
}
