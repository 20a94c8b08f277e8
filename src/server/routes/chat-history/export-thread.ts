// A thread as a download: Markdown for reading, JSON for machines. Only the owner's thread exists here.
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { chatMessages } from '../../db/ai-tables.ts'
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
  const lines = [`# ${title}`, '', `${thread.assistantName} · ${thread.createdAt}`, '']
  for (const message of messages) {
    lines.push(`## ${message.role === 'user' ? 'User' : 'Assistant'} (${message.createdAt})`, '', message.content, '')
  }
  return { fileName: `${baseName}.md`, contentType: 'text/markdown; charset=utf-8', body: lines.join('\n') }
}
