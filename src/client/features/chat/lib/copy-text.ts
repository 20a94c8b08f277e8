import { showToast } from '../../../lib/toast/toast-store.ts'

/** Copies text to the clipboard and says so in a toast (or that it failed: no permission, no https). */
export async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    showToast(done, 'success')
  } catch {
    showToast(failed, 'error')
  }
}
