// What of a chat message may enter an item (decision 0114): the consumer's words, without the ways to
// reach them. E-mail addresses (anyone's) and the writer's own user name are replaced by a neutral mark;
// who wrote it stays behind the thread reference, which only admins resolve. Phone numbers and other
// names are left: they cannot be told from doses, batch numbers and product names reliably.
export const redactionMark = '[…]'

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function pseudonymise(text: string, writer: { username: string; email: string }): string {
  let out = text.replace(emailPattern, redactionMark)
  const names = [writer.username, writer.email.split('@')[0] ?? '']
    .map((name) => name.trim())
    // A two-letter user name would take words of the text with it.
    .filter((name) => name.length >= 3)
  for (const name of names)
    out = out.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu'),
      redactionMark,
    )
  return out
}
