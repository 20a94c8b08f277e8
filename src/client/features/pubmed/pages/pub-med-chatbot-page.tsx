// /ai-services/pub-med-chatbot: literature questions answered from PubMed (or the imported collection)
// with every claim linked to its record; the user's history beside it; admins import literature,
// ROOT keeps the NCBI key.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { useAskPubmed, type PubmedAsk } from '../api/ask-question.ts'
import { usePubmedQuestion } from '../api/get-question.ts'
import { AnswerView } from '../components/answer-view.tsx'
import { LibraryPanel } from '../components/library-panel.tsx'
import { NcbiSettingsPanel } from '../components/ncbi-settings-panel.tsx'
import { QuestionForm } from '../components/question-form.tsx'
import { QuestionHistory } from '../components/question-history.tsx'
import { canAskPubmed, canImportLiterature, canManageNcbi } from '../lib/pubmed-rights.ts'

const languageOf = (locale: string): PubmedAsk['language'] =>
  locale.startsWith('de') ? 'de' : locale.startsWith('fr') ? 'fr' : 'en'

export default function PubMedChatbotPage() {
  const intl = useIntl()
  const titleId = useRouteTitleId() ?? 'page.pubMedChatbot'
  const user = useSessionUser()
  const ask = useAskPubmed()
  const errors = useApiErrorText()
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [exportError, setExportError] = useState<unknown>(null)
  const selected = usePubmedQuestion(selectedId)
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
  const run = (body: PubmedAsk) => ask.mutate(body, { onSuccess: (question) => setSelectedId(question.id) })
  const question = selected.data
  return (
    <>
      {header}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 280px' } }}>
        <Box>
          <QuestionForm
            busy={ask.isPending}
            onAsk={(text, filters) => run({ question: text, language: languageOf(intl.locale), ...filters })}
          />
          {ask.isPending && (
            <LinearProgress aria-label={intl.formatMessage({ id: 'pubmed.asking' })} sx={{ mb: 2 }} />
          )}
          {ask.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors.formText(ask.error)}
            </Alert>
          )}
          {exportError !== null && (
            <Alert severity="error" sx={{ mb: 2 }} onClose={() => setExportError(null)}>
              {errors.formText(exportError)}
            </Alert>
          )}
          {question && (
            <AnswerView
              question={question}
              busy={ask.isPending}
              onExportError={setExportError}
              onRerun={(queries) =>
                run({
                  question: question.question,
                  language: languageOf(intl.locale),
                  queries,
                  ...question.filters,
                })
              }
            />
          )}
        </Box>
        <Box>
          <QuestionHistory selectedId={selectedId} onSelect={setSelectedId} />
          <LibraryPanel canImport={canImportLiterature(user)} />
          {canManageNcbi(user) && <NcbiSettingsPanel />}
        </Box>
      </Box>
    </>
  )
}
