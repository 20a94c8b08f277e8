// A thread as a download: Markdown for reading, JSON for machines. Only the owner's thread exists here.
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { chatMessages } from '../../db/ai-tables.ts'
import { answerLanguageFor, answerText } from '../../chat/answer-language.ts'
import { findOwnThread, type ThreadOwner } from './thread-actions.ts'

export async function exportThread(db: Database, owner: ThreadOwner, threadId: string, format: 'md' | 'json') {
  const thread = await findOwnThread(db, owner, threadId)
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.tenantGroup, owner.group), eq(chatMessages.userId, owner.userId)))
    .orderBy(asc(chatMessages.seq))
  const messages = rows.map((row) => ({
    seq: row.seq,
    role: row.role,
    content: row.content,
    status: row.status,
    model: row.modelLabel,
    assistantVersion: row.assistantVersion,
    citations: row.citations,
    createdAt: row.createdAt.toISOString(),
  }))
  const title = thread.title || thread.id
  // Characters that no file system accepts in a name (control characters included) become spaces.
  const baseName = [...title].map((char) => ('\\/:*?"<>|'.includes(char) || char < ' ' ? ' ' : char)).join('').trim().slice(0, 80) || 'chat'
  if (format === 'json') {
    const { snippet: _snippet, ...meta } = thread
    return { fileName: `${baseName}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ thread: meta, messages }, null, 2) }
  }
  // For people: in the tenant's language, dates readable (in UTC: the server does not know the reader's zone).
  const language = answerLanguageFor(owner.group)
  const when = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' })
  const assistantName = thread.assistantName || answerText(language, 'chatAnswer.export.assistant')
  const lines = [`# ${title}`, '', `${assistantName} · ${when.format(new Date(thread.createdAt))}`, '']
  for (const message of messages) {
    const who = message.role === 'user' ? answerText(language, 'chatAnswer.export.you') : assistantName
    const status = message.status === 'stopped' ? ` ${answerText(language, 'chatAnswer.export.stopped')}` : message.status === 'error' ? ` ${answerText(language, 'chatAnswer.export.failed')}` : ''
    lines.push(`## ${who} · ${when.format(new Date(message.createdAt))}${status}`, '', message.content, '')
  }
  return { fileName: `${baseName}.md`, contentType: 'text/markdown; charset=utf-8', body: lines.join('\n') }
}
