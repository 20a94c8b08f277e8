// Typing a question into the chat's message box as a user does: the text, then Enter once the box
// can send (a new thread needs its assistant, which the page may still be loading).
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { text, type Locale } from './messages.ts'

export async function sendChatMessage(page: Page, question: string, locale: Locale = 'de'): Promise<void> {
  const box = page.getByRole('textbox', { name: text('chat.composer.label', locale) })
  await box.fill(question)
  const sendButton = page.getByRole('button', { name: text('chat.send', locale), exact: true })
  await expect.poll(() => sendButton.isEnabled(), { timeout: 30_000 }).toBe(true)
  await box.press('Enter')
}
