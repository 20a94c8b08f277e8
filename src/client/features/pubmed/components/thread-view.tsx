// An open conversation: its questions and answers, oldest first (each with its queries to edit and
// run again in the same thread, its evidence and reference exports), the answer being written, a
// follow-up question, and the export of the whole conversation (Markdown or JSON, as the chat's).
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { FormattedMessage } from 'react-intl'
import type { PubmedAsk } from '../api/stream-question.ts'
import { downloadThread, type PubmedThread } from '../api/threads.ts'
import type { StreamingTurn } from '../hooks/use-pubmed-stream.ts'
import { AnswerView } from './answer-view.tsx'
import { QuestionForm, type QuestionFilters } from './question-form.tsx'
import { StreamingAnswer } from './streaming-answer.tsx'

export function ThreadView(props: {
  thread: PubmedThread
  turn: StreamingTurn | null
  busy: boolean
  onAsk: (body: Omit<PubmedAsk, 'language'>) => void
  onDismiss: () => void
  onExportError: (error: unknown) => void
}) {
  const { thread } = props
  return (
    <section data-testid="pubmed-thread" data-thread-id={thread.id}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, justifyContent: 'flex-end' }}>
        {(['md', 'json'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            onClick={() => downloadThread(thread.id, format).catch(props.onExportError)}
          >
            <FormattedMessage id={format === 'md' ? 'pubmed.thread.exportMd' : 'pubmed.thread.exportJson'} />
          </Button>
        ))}
      </Stack>
      {thread.questions.map((question) => (
        <AnswerView
          key={question.id}
          question={question}
          busy={props.busy}
          onExportError={props.onExportError}
          onRerun={(queries) =>
            props.onAsk({ question: question.question, queries, threadId: thread.id, ...question.filters })
          }
        />
      ))}
      {props.turn && <StreamingAnswer turn={props.turn} onDismiss={props.onDismiss} />}
      <QuestionForm
        followUp
        busy={props.busy}
        onAsk={(text, filters: QuestionFilters) =>
          props.onAsk({ question: text, threadId: thread.id, ...filters })
        }
      />
    </section>
  )
}
