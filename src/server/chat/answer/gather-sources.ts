// Step 2: the numbered sources of an answer: passages retrieved in scope, then product records. The
// numbers are the ones the model (or the offline engine) cites as [n]; the server keeps this list
// and drops any other number afterwards.
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/connect.ts'
import type { SessionUser } from '../../db/sessions.ts'
import type { Citation } from '../../../shared/ai/chat-protocol.ts'
import type { ThreadRow } from '../thread-store.ts'
import { lookupProducts, type ProductHit } from '../../knowledge/product-lookup.ts'
import { tenantDocumentLanguages } from '../../knowledge/profile/profile-store.ts'
import { questionLanguage } from '../../knowledge/question-analysis.ts'
import { retrievePassages, type Passage } from '../../knowledge/retrieve.ts'
import type { ProviderModel } from './resolve-model.ts'
import type { SourceScope } from './resolve-source-scope.ts'
import { translateQuestion } from './translate-question.ts'

export type NumberedSource = (
  { kind: 'passage'; passage: Passage } | { kind: 'product'; product: ProductHit }
) & { readonly n: number }

/** How many passages an answer is given. */
export const passageLimit = 6

export async function gatherSources(
  db: Database,
  user: SessionUser,
  thread: ThreadRow,
  scope: SourceScope,
  question: string,
  call: {
    signal?: AbortSignal
    log?: FastifyBaseLogger
    minSimilarity: number
    model?: ProviderModel | null
  },
): Promise<NumberedSource[]> {
  // With a chat model the question is searched in the documents' other languages too (decision
  // 0092), when the tenant has documents in a language other than the question's.
  const translations =
    scope.retrieve && call.model && (await needsTranslation(db, thread.tenantGroup, question))
      ? await translateQuestion(
          {
            db,
            tenantGroup: thread.tenantGroup,
            userId: user.id,
            tool: 'search-translation',
            assistantId: thread.assistantId,
            threadId: thread.id,
            signal: call.signal,
            log: call.log,
          },
          call.model,
          question,
        )
      : []
  // Both at once: on PostgreSQL they run on two connections, so the first token waits for the slower only.
  const [passages, products] = await Promise.all([
    scope.retrieve
      ? retrievePassages(
          db,
          {
            tenantGroup: thread.tenantGroup,
            collections: scope.collections,
            threadId: thread.id,
            assistantId: thread.assistantId,
            includeInternal: scope.includeInternal,
          },
          question,
          {
            limit: passageLimit,
            userId: user.id,
            signal: call.signal,
            log: call.log,
            minSimilarity: call.minSimilarity,
            translations,
          },
        )
      : [],
    scope.products ? lookupProducts(db, user, question) : [],
  ])
  return [
    ...passages.map((passage, index) => ({ kind: 'passage' as const, passage, n: index + 1 })),
    ...products.map((product, index) => ({
      kind: 'product' as const,
      product,
      n: passages.length + index + 1,
    })),
  ]
}

async function needsTranslation(db: Database, tenantGroup: string, question: string): Promise<boolean> {
  const languages = await tenantDocumentLanguages(db, tenantGroup)
  const asked = questionLanguage(question)
  return asked === null ? languages.length > 1 : languages.some((language) => language !== asked)
}

/** The text a source offers as data: a passage's text, or a product's fields as "label: value" lines. */
export function sourceText(source: NumberedSource): string {
  return source.kind === 'passage'
    ? source.passage.text
    : source.product.fields.map((field) => `${field.label}: ${field.value}`).join('\n')
}

/** The citation of a source, quoting `quote` (the sentence used, or the start of the passage). */
export function citationOf(source: NumberedSource, quote: string): Citation {
  if (source.kind === 'product')
    return { n: source.n, kind: 'product', title: source.product.title, href: source.product.href, quote }
  const { passage } = source
  return {
    n: source.n,
    kind: 'passage',
    chunkId: passage.chunkId,
    fileId: passage.fileId,
    filename: passage.filename,
    unitKind: passage.unitKind,
    unitNumber: passage.unitNumber,
    heading: passage.heading,
    quote,
  }
}
