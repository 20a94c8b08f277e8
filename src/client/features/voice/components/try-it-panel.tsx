// "Try it": a call to the agent from the browser. With speech models: push to talk (MediaRecorder),
// the answer spoken by the speech model. Without: typed input, and the browser's own voice
// (speechSynthesis) reads the answer - the page says which. An agent that records shows its consent
// text before the call, which starts only once it is accepted; the page says whether audio is kept.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { endCall, sendAudioTurn, sendTypedTurn, startCall } from '../api/try-call.ts'
import type { StartedCall, VoiceTurn } from '../api/voice-types.ts'
import { takeWholeSentences } from '../lib/whole-sentences.ts'
import { TurnList } from './turn-list.tsx'

function speakInBrowser(text: string, language: string) {
  if (!('speechSynthesis' in window) || !text) return
  const utterance = new SpeechSynthesisUtterance(text)
  utterance.lang = language
  window.speechSynthesis.speak(utterance)
}

export function TryItPanel({
  agentId,
  recording,
  consentText,
}: {
  agentId: string
  recording: boolean
  consentText: string
}) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const [call, setCall] = useState<StartedCall | null>(null)
  const [turns, setTurns] = useState<VoiceTurn[]>([])
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [ended, setEnded] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [talking, setTalking] = useState(false)
  const recorder = useRef<MediaRecorder | null>(null)

  // The call ends at the agent's maximum length, as a phone line would.
  useEffect(() => {
    if (!call || ended) return
    const timer = setTimeout(() => {
      setEnded(true)
      void endCall(call.callId, 'maxDuration').catch(() => undefined)
    }, call.maxCallSeconds * 1000)
    return () => clearTimeout(timer)
  }, [call, ended])

  const start = async () => {
    setError(null)
    setEnded(false)
    try {
      const started = await startCall(agentId, recording)
      setCall(started)
      setTurns(started.transcript)
      if (!started.serverSpeech) speakInBrowser(started.transcript[0]?.text ?? '', started.language)
    } catch (caught) {
      setError(caught)
    }
  }

  const sendTyped = async () => {
    if (!call || !text.trim()) return
    const said = text.trim()
    setText('')
    setBusy(true)
    setError(null)
    let answer = ''
    // Spoken sentence by sentence as the answer streams: the first is heard before the last arrives.
    let unspoken = ''
    setTurns((before) => [
      ...before,
      { role: 'caller', text: said, start: 0, end: 0 },
      { role: 'agent', text: '', start: 0, end: 0 },
    ])
    try {
      await sendTypedTurn(
        call.callId,
        said,
        (event) => {
          if (event.type === 'text') {
            answer += event.text
            const [sentences, rest] = takeWholeSentences(unspoken + event.text)
            unspoken = rest
            speakInBrowser(sentences, call.language)
          }
          if (event.type === 'error') setError(new Error(event.code))
          setTurns((before) => [
            ...before.slice(0, -1),
            event.type === 'done' ? event.turn : { role: 'agent', text: answer, start: 0, end: 0 },
          ])
        },
        new AbortController().signal,
      )
      speakInBrowser(unspoken.trim(), call.language)
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }

  const startTalking = async () => {
    if (!call || talking) return
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    const chunks: Blob[] = []
    const media = new MediaRecorder(stream)
    media.ondataavailable = (event) => chunks.push(event.data)
    media.onstop = async () => {
      stream.getTracks().forEach((track) => track.stop())
      setBusy(true)
      try {
        const answer = await sendAudioTurn(call.callId, new Blob(chunks, { type: media.mimeType }))
        setTurns((before) => [...before, answer.caller, answer.agent])
        const bytes = Uint8Array.from(atob(answer.audioBase64), (char) => char.charCodeAt(0))
        const url = URL.createObjectURL(new Blob([bytes], { type: answer.audioType }))
        const player = new Audio(url)
        player.onended = () => URL.revokeObjectURL(url)
        void player.play()
      } catch (caught) {
        setError(caught)
      } finally {
        setBusy(false)
      }
    }
    recorder.current = media
    media.start()
    setTalking(true)
  }
  const stopTalking = () => {
    recorder.current?.stop()
    recorder.current = null
    setTalking(false)
  }

  const hangUp = async () => {
    if (!call) return
    setEnded(true)
    try {
      await endCall(call.callId, 'hangUp')
    } catch (caught) {
      setError(caught)
    }
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      aria-label={intl.formatMessage({ id: 'voice.try.title' })}
      component="section"
    >
      <Typography variant="h6" gutterBottom>
        <FormattedMessage id="voice.try.title" />
      </Typography>
      {!call || ended ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {ended && (
            <Alert severity="info">
              <FormattedMessage id="voice.try.ended" />
            </Alert>
          )}
          {recording && (
            <Alert severity="warning">
              <FormattedMessage id="voice.try.consent" values={{ text: consentText }} />
            </Alert>
          )}
          <Button variant="contained" onClick={() => void start()}>
            <FormattedMessage id={recording ? 'voice.try.acceptAndStart' : 'voice.try.start'} />
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Alert severity="info" role="note">
            <FormattedMessage id={call.serverSpeech ? 'voice.try.pushToTalkMode' : 'voice.try.typedMode'} />
          </Alert>
          <Alert severity={call.recording ? 'warning' : 'info'} role="note">
            <FormattedMessage id={call.recording ? 'voice.try.recordingOn' : 'voice.try.recordingOff'} />
          </Alert>
          <TurnList turns={turns} />
          {call.serverSpeech ? (
            <Button
              variant="contained"
              disabled={busy}
              onPointerDown={() => void startTalking().catch(setError)}
              onPointerUp={stopTalking}
              onPointerLeave={() => talking && stopTalking()}
            >
              <FormattedMessage id={talking ? 'voice.try.release' : 'voice.try.holdToTalk'} />
            </Button>
          ) : (
            <Stack
              direction="row"
              spacing={1}
              component="form"
              onSubmit={(event) => {
                event.preventDefault()
                void sendTyped()
              }}
            >
              <TextField
                size="small"
                fullWidth
                label={intl.formatMessage({ id: 'voice.try.typeHere' })}
                value={text}
                onChange={(event) => setText(event.target.value)}
                disabled={busy}
              />
              <Button type="submit" variant="contained" disabled={busy || !text.trim()}>
                <FormattedMessage id="voice.try.send" />
              </Button>
            </Stack>
          )}
          <Button color="error" onClick={() => void hangUp()} sx={{ alignSelf: 'flex-start' }}>
            <FormattedMessage id="voice.try.hangUp" />
          </Button>
        </Stack>
      )}
      {error !== null && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.formText(error)}
        </Alert>
      )}
    </Paper>
  )
}
