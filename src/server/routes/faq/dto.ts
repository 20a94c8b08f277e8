// What the FAQ API answers: rows without tenant columns, dates as ISO strings.
import type { faqEntries, faqGenerations } from '../../db/faq-tables.ts'
import type { FaqPublication } from '../../faq/publish-faq.ts'

export function toGenerationDto(row: typeof faqGenerations.$inferSelect) {
  const started = row.status !== 'queued'
  return {
    id: row.id,
    collectionId: row.collectionId,
    fromDocuments: row.fromDocuments,
    fromUserQuestions: row.fromUserQuestions,
    maxPairs: row.maxPairs,
    status: row.status,
    questionsDone: row.questionsDone,
    questionsTotal: row.questionsTotal,
    pairsCreated: row.pairsCreated,
    questionsUnanswered: row.questionsUnanswered,
    notices: row.notices,
    errorCode: row.errorCode,
    model: started ? (row.modelLabel === null ? { label: 'offline', offline: true } : { label: row.modelLabel, offline: false }) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toEntryDto(row: typeof faqEntries.$inferSelect) {
  return {
    id: row.id,
    collectionId: row.collectionId,
    generationId: row.generationId,
    origin: row.origin,
    askedCount: row.askedCount,
    question: row.question,
    answer: row.answer,
    citations: row.citations,
    status: row.status,
    quoted: row.modelLabel === null,
    edited: row.edited,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toPublicationDto(row: FaqPublication | null) {
  return row ? { fileId: row.fileId, entryCount: row.entryCount, publishedAt: row.publishedAt.toISOString() } : null
}
