import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'
import type { VoiceTurn } from '../api/voice-types.ts'

const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${Math.round(value)} ms`

/** The transcript per turn; an agent turn shows what each step took. `playFrom` plays a recording at a turn's second. */
export function TurnList({ turns, playFrom }: { turns: VoiceTurn[]; playFrom?: (second: number) => void }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-live="polite">
      {turns.map((turn, index) => (
        <Box component="li" key={index} sx={{ mb: 1.5 }} data-role={turn.role}>
          <Typography variant="caption" color="textSecondary">
            <FormattedMessage id={turn.role === 'agent' ? 'voice.turn.agent' : 'voice.turn.caller'} /> ·{' '}
            {turn.start.toFixed(1)} s
            {playFrom && (
              <Box
                component="button"
                type="button"
                onClick={() => playFrom(turn.start)}
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
