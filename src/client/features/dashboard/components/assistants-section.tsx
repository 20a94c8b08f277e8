// The assistants the user may chat with, on the dashboard: the spec's menu has no chatbot entry for
// every user (a READ user of DEMO had only an unlisted URL), so each assistant is a card here, its
// sources said in one line, one click to a new chat with it (decision 0089).
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import type { ChatAssistant } from '../api/list-chat-assistants.ts'
import type { ChatAssistantsState } from '../hooks/use-chat-assistants.ts'
import { TileFace, TileGrid } from './tile-grid.tsx'

const sourceIds = {
  files: 'dashboard.assistants.source.files',
  general: 'dashboard.assistants.source.general',
  internal: 'dashboard.assistants.source.internal',
  all: 'dashboard.assistants.source.all',
} as const

/** Whether an assistant matches the page's search (`needle`: lower-cased and trimmed; empty matches all). */
export const assistantMatches = (assistant: ChatAssistant, needle: string) =>
  needle === '' ||
  [assistant.name, assistant.description].some((text) => text.toLocaleLowerCase().includes(needle))

interface AssistantsSectionProps {
  readonly state: ChatAssistantsState
  /** The assistants matching the page's search. */
  readonly shown: readonly ChatAssistant[]
  readonly searching: boolean
}

export function AssistantsSection({ state, shown, searching }: AssistantsSectionProps) {
  if (state.status === 'off' || state.status === 'failed') return null
  // A search hides the section unless an assistant matches (also while they load), as the tiles' does.
  if (shown.length === 0 && (searching || state.status === 'ready')) return null
  return (
    <Box component="section" aria-labelledby="apps-assistants" sx={{ mb: 4 }}>
      <Typography id="apps-assistants" variant="h3" component="h2">
        <FormattedMessage id="dashboard.assistants.title" />
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        <FormattedMessage id="dashboard.assistants.hint" />
      </Typography>
      {/* The place of one row of cards while the list comes, so what follows does not jump twice. */}
      <TileGrid
        sx={{ minHeight: state.status === 'loading' ? 96 : undefined }}
        aria-busy={state.status === 'loading'}
      >
        {shown.map((assistant) => (
          <div className="tsr-tile" key={assistant.id}>
            <Link
              to="/ai-services/chatbot/$assistantId"
              params={{ assistantId: assistant.id }}
              search={{ new: 1 } as never}
              className="tsr-tile__action"
            >
              <TileFace
                icon={assistant.icon}
                overline={<FormattedMessage id={sourceIds[assistant.sourceMode]} />}
                title={assistant.name}
                description={assistant.description}
              />
            </Link>
          </div>
        ))}
      </TileGrid>
    </Box>
  )
}
