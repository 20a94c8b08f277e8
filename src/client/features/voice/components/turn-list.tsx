import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'
import type { VoiceTurn } from '../api/voice-types.ts'

const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${Math.round(value)} ms`

/**
 * The transcript per turn; an agent turn shows what each step took. `playFrom` plays the call from a
 * turn on, offered on the turns `canPlay` accepts (every turn when it is not given).
 */
export function TurnList({
  turns,
  playFrom,
  canPlay,
}: {
  turns: VoiceTurn[]
  playFrom?: (turnIndex: number) => void
  canPlay?: (turnIndex: number) => boolean
}) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-live="polite">
      {turns.map((turn, index) => (
        <Box component="li" key={index} sx={{ mb: 1.5 }} data-role={turn.role}>
          <Typography variant="caption" color="textSecondary">
            <FormattedMessage id={turn.role === 'agent' ? 'voice.turn.agent' : 'voice.turn.caller'} /> ·{' '}
            {turn.start.toFixed(1)} s
            {playFrom && (canPlay?.(index) ?? true) && (
              <Box
                component="button"
                type="button"
                onClick={() => playFrom(index)}
                sx={{ ml: 1, border: 0, background: 'none', color: 'primary.main', cursor: 'pointer' }}
              >
                <FormattedMessage id="voice.turn.play" />
              </Box>
            )}
          </Typography>
          <Typography variant="body1">{turn.text}</Typography>
          {turn.latencies && (
            <Typography variant="caption" color="textSecondary" data-testid="turn-latencies">
              <FormattedMessage
                id="voice.turn.latencies"
                values={{
                  stt: ms(turn.latencies.sttMs),
                  firstToken: ms(turn.latencies.firstTokenMs),
                  speech: ms(turn.latencies.speechMs),
                  total: ms(turn.latencies.totalMs),
                }}
              />
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  )
}
