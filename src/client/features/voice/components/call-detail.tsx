import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useVoiceCall } from '../api/get-call.ts'
import { useRerunAnalysis } from '../api/rerun-analysis.ts'
import type { CallAnalysis } from '../api/voice-types.ts'
import { TurnList } from './turn-list.tsx'

type Value = string | number | boolean | null | undefined

function ValueText({ value }: { value: Value }) {
  if (value === null || value === undefined) return <FormattedMessage id="voice.value.unknown" />
  if (typeof value === 'boolean')
    return <FormattedMessage id={value ? 'voice.value.yes' : 'voice.value.no'} />
  return <>{String(value)}</>
}

function AnalysisView({
  analysis,
  fieldLabels,
  criteriaLabels,
}: {
  analysis: CallAnalysis
  fieldLabels: { key: string; description: string }[]
  criteriaLabels: { key: string; description: string }[]
}) {
  const intl = useIntl()
  if (analysis.status === 'queued')
    return (
      <Alert severity="info">
        <FormattedMessage id="voice.analysis.queued" />
      </Alert>
    )
  if (analysis.status === 'failed')
    return (
      <Alert severity="error">
        <FormattedMessage
          id="voice.analysis.failed"
          values={{
            reason: intl.formatMessage({
              id: `apiError.${analysis.errorCode}`,
              defaultMessage: analysis.errorCode ?? '',
            }),
          }}
        />
      </Alert>
    )
  const output = analysis.output!
  const ae = output.adverseEvent
  return (
    <Stack spacing={1}>
      {analysis.tooShort && (
        <Alert severity="info">
          <FormattedMessage id="voice.analysis.tooShort" />
        </Alert>
      )}
      <Typography variant="body1">
        {output.summary ?? <FormattedMessage id="voice.value.unknown" />}
      </Typography>
      <Table size="small">
        <TableBody>
          {fieldLabels.map((field) => (
            <TableRow key={field.key}>
              <TableCell>{field.description}</TableCell>
              <TableCell>
                <ValueText value={output.fields[field.key]} />
              </TableCell>
            </TableRow>
          ))}
          {criteriaLabels.map((criterion) => (
            <TableRow key={criterion.key}>
              <TableCell>{criterion.description}</TableCell>
              <TableCell>
                <FormattedMessage id={`voice.outcome.${output.criteria[criterion.key] ?? 'unknown'}`} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle2">
        <FormattedMessage id="voice.ae.title" />
      </Typography>
      <Table size="small" aria-label={intl.formatMessage({ id: 'voice.ae.title' })}>
        <TableBody>
          {(['suspected', 'product', 'reaction', 'patient', 'reporter', 'contactConsent'] as const).map(
            (key) => (
              <TableRow key={key}>
                <TableCell>
                  <FormattedMessage id={`voice.ae.${key}`} />
                </TableCell>
                <TableCell>
                  <ValueText value={ae[key]} />
                </TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
      <Typography variant="caption" color="textSecondary">
        <FormattedMessage
          id="voice.analysis.meta"
          values={{
            version: analysis.agentVersion,
            model: analysis.modelLabel ?? '–',
            at: new Date(analysis.createdAt).toLocaleString(intl.locale),
          }}
        />
      </Typography>
    </Stack>
  )
}

/** One call: the transcript per turn (play from a turn where recorded), the analyses, "rerun analysis". */
export function CallDetail({ callId, canRerun }: { callId: string; canRerun: boolean }) {
  const intl = useIntl()
  const call = useVoiceCall(callId)
  const rerun = useRerunAnalysis()
  const errors = useApiErrorText()
  const audio = useRef<HTMLAudioElement>(null)
  if (!call.data) return call.error ? <Alert severity="error">{errors.formText(call.error)}</Alert> : null
  const { analyses, transcript, recordingUrl, browserRecording, fieldLabels, criteriaLabels } = call.data
  const recordedTurns = transcript.flatMap((turn, index) => (turn.audioSrc ? [index] : []))
  // A webhook call has one recording: seek to the turn's second. A browser call has one per recorded
  // turn: play that turn's, then each later recorded turn in order.
  const playRecordedFrom = (turnIndex: number) => {
    const player = audio.current
    if (!player) return
    const queue = recordedTurns.filter((index) => index >= turnIndex)
    const next = () => {
      const index = queue.shift()
      if (index === undefined) return
      player.src = transcript[index]!.audioSrc!
      void player.play()
    }
    player.onended = next
    next()
  }
  const playFrom = recordingUrl
    ? (turnIndex: number) => {
        if (!audio.current) return
        audio.current.currentTime = transcript[turnIndex]!.start
        void audio.current.play()
      }
    : recordedTurns.length > 0
      ? playRecordedFrom
      : undefined
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 2 }}
      component="section"
      aria-label={intl.formatMessage({ id: 'voice.call.title' })}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack sx={{ flex: 1 }} spacing={1}>
          <Typography variant="h6">
            <FormattedMessage id="voice.call.transcript" />
          </Typography>
          {recordingUrl && <audio ref={audio} controls src={recordingUrl} preload="none" />}
          {!recordingUrl && recordedTurns.length > 0 && (
            <audio
              ref={audio}
              controls
              preload="none"
              aria-label={intl.formatMessage({ id: 'voice.call.player' })}
            />
          )}
          {browserRecording === false && (
            <Typography color="textSecondary" role="note">
              <FormattedMessage id="voice.call.recordingOff" />
            </Typography>
          )}
          {browserRecording === true && recordedTurns.length === 0 && (
            <Typography color="textSecondary" role="note">
              <FormattedMessage id="voice.call.noRecordedTurns" />
            </Typography>
          )}
          {transcript.length === 0 ? (
            <Typography color="textSecondary">
              <FormattedMessage id="voice.call.noTranscript" />
            </Typography>
          ) : (
            <TurnList
              turns={transcript}
              playFrom={playFrom}
              canPlay={recordingUrl ? undefined : (index) => !!transcript[index]!.audioSrc}
            />
          )}
        </Stack>
        <Stack sx={{ flex: 1 }} spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6">
              <FormattedMessage id="voice.call.analysis" />
            </Typography>
            {call.data.call.safetyCaseId && (
              <Chip color="warning" size="small" label={intl.formatMessage({ id: 'voice.ae.forwarded' })} />
            )}
          </Stack>
          {analyses.length === 0 && (
            <Typography color="textSecondary">
              <FormattedMessage id="voice.analysis.none" />
            </Typography>
          )}
          {analyses[0] && (
            <AnalysisView analysis={analyses[0]} fieldLabels={fieldLabels} criteriaLabels={criteriaLabels} />
          )}
          {canRerun && call.data.call.status === 'ended' && (
            <Button
              sx={{ alignSelf: 'flex-start' }}
              disabled={rerun.isPending || analyses[0]?.status === 'queued'}
              onClick={() => rerun.mutate(callId)}
            >
              <FormattedMessage id="voice.analysis.rerun" />
            </Button>
          )}
          {rerun.error && <Alert severity="error">{errors.formText(rerun.error)}</Alert>}
          {analyses.length > 1 && (
            <Typography variant="caption" color="textSecondary">
              <FormattedMessage id="voice.analysis.earlier" values={{ count: analyses.length - 1 }} />
            </Typography>
          )}
        </Stack>
      </Stack>
    </Paper>
  )
}
