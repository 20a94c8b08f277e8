// What a strict answer says when nothing in its scope matched. An assistant that reads only the files
// attached to the conversation also says which assistant reads the data pool (issue 37: the admin
// who uploaded to the data pool and asked a files-only assistant learns where the documents are read),
// naming one of the tenant's assistants the user may chat with, found now, not from a fixed list.
import type { Database } from '../../db/connect.ts'
import type { SessionUser } from '../../db/sessions.ts'
import { answerText, type AnswerLanguage } from '../answer-language.ts'
import { inChoiceOrder, listAssistantsForUser } from '../assistants/assistant-view.ts'
import type { SourceScope } from './resolve-source-scope.ts'

export async function nothingFoundText(
  db: Database,
  user: SessionUser,
  language: AnswerLanguage,
  scope: SourceScope,
  assistantId: string,
): Promise<string> {
  const nothing = answerText(language, 'chatAnswer.nothingFound')
  if (scope.mode !== 'files') return nothing
  const reader = inChoiceOrder(await listAssistantsForUser(db, user)).find(
    (assistant) => assistant.sourceMode === 'all' && assistant.id !== assistantId,
  )
  if (!reader) return nothing
  return `${nothing} ${answerText(language, 'chatAnswer.nothingFoundFilesOnly').replace('{assistant}', reader.name)}`
}
