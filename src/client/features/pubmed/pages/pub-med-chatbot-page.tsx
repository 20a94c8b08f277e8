// /ai-services/pub-med-chatbot: literature questions answered from PubMed (or the imported collection)
// with every claim linked to its record, as conversations like the chat's: the answer streams in, a
// follow-up continues the thread, the user's threads are listed beside it and reopen as they were.
// Admins import literature, ROOT keeps the NCBI key.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import type { PubmedAsk } from '../api/stream-question.ts'
import { usePubmedThread } from '../api/threads.ts'
import { LibraryPanel } from '../components/library-panel.tsx'
import { NcbiSettingsPanel } from '../components/ncbi-settings-panel.tsx'
import { QuestionForm } from '../components/question-form.tsx'
import { StreamingAnswer } from '../components/streaming-answer.tsx'
import { ThreadHistory } from '../components/thread-history.tsx'
import { ThreadView } from '../components/thread-view.tsx'
import { usePubmedStream } from '../hooks/use-pubmed-stream.ts'
import { canAskPubmed, canImportLiterature, canManageNcbi } from '../lib/pubmed-rights.ts'

const languageOf = (locale: string): PubmedAsk['language'] =>
  locale.startsWith('de') ? 'de' : locale.startsWith('fr') ? 'fr' : 'en'

export default function PubMedChatbotPage() {
  const intl = useIntl()
  const titleId = useRouteTitleId() ?? 'page.pubMedChatbot'
  const user = useSessionUser()
  const stream = usePubmedStream()
  const errors = useApiErrorText()
  const [threadId, setThreadId] = useState<string | null>(null)
  const [exportError, setExportError] = useState<unknown>(null)
  const thread = usePubmedThread(threadId)
  const header = (
    <PageHeader title={<FormattedMessage id={titleId} />} subtitle={<FormattedMessage id="pubmed.intro" />} />
  )
  if (!canAskPubmed(user))
    return (
      <>
        {header}
        <Alert severity="info">
          <FormattedMessage id="pubmed.notForGroup" />
        </Alert>
      </>
    )
  const ask = (body: Omit<PubmedAsk, 'language'>) =>
    void stream.ask({ ...body, language: languageOf(intl.locale) }, (stored) => {
      if (!body.threadId) setThreadId(stored.threadId)
    })
  const turn = stream.turn
  const select = (id: string | null) => {
    if (!stream.busy) stream.dismiss()
    setThreadId(id)
  }
  return (
    <>
      {header}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 280px' } }}>
        <Box>
          {exportError !== null && (
            <Alert severity="error" sx={{ mb: 2 }} onClose={() => setExportError(null)}>
              {errors.formText(exportError)}
            </Alert>
          )}
          {threadId === null ? (
            <>
              <QuestionForm
                busy={stream.busy}
                onAsk={(text, filters) => ask({ question: text, ...filters })}
              />
              {turn && turn.threadId === null && <StreamingAnswer turn={turn} onDismiss={stream.dismiss} />}
            </>
          ) : thread.data ? (
            <ThreadView
              thread={thread.data}
              turn={turn && turn.threadId === threadId ? turn : null}
              busy={stream.busy}
              onAsk={ask}
              onDismiss={stream.dismiss}
              onExportError={setExportError}
            />
          ) : thread.error ? (
            <Alert severity="error">{errors.formText(thread.error)}</Alert>
          ) : (
            <LinearProgress />
          )}
        </Box>
        <Box>
          <Button
            variant="outlined"
            fullWidth
            sx={{ mb: 2 }}
            disabled={stream.busy}
            onClick={() => select(null)}
          >
            <FormattedMessage id="pubmed.thread.new" />
          </Button>
          <ThreadHistory selectedId={threadId} onSelect={select} />
          <LibraryPanel canImport={canImportLiterature(user)} />
          {canManageNcbi(user) && <NcbiSettingsPanel />}
        </Box>
      </Box>
    </>
  )
}
