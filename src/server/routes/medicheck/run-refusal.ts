// A RunRefused as the HTTP answer: its status and code, with an English message (the client says it
// in the user's language from apiError.<code>).
import { RunRefused } from '../../analysis/runs/start-run.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'

const messages: Record<string, string> = {
  'analysisRun.noModel': 'No language model is set up for this group',
  'analysisRun.noItems': 'There are no items to analyse in this selection',
  'analysisRun.tooManyItems': 'Too many items for one run',
  'analysisRun.profileNotOfTool': 'This profile does not belong to this tool',
  'ai.budgetExceeded': "The group's monthly token budget is spent",
  'ai.modelNotAllowed': 'The model is not allowed for this group',
}

export function refusalAnswer(error: unknown): unknown {
  if (!(error instanceof RunRefused)) return error
  if (error.code === 'notFound') return notFound('No such item')
  const max = error.params.max
  return new HttpError(
    error.statusCode,
    `${messages[error.code] ?? error.code}${max ? ` (at most ${max})` : ''}`,
    { code: error.code },
  )
}
