/**
 * The sign-in shell: index.html carries the sign-in form prerendered at build time (vite.config.ts,
 * `loginShell`) in an inert template, and its boot script puts it in the page on /login when no token
 * is stored (elsewhere nothing of it, not its logo, is fetched), so the form
 * paints before the app's scripts have loaded (issue 4's LCP target). It lies over the page while the
 * login page mounts and draws nothing (one form in the document at any time); one frame later the
 * page takes over: it removes the shell and, in the same task, draws its form with what was typed
 * there, focuses the same field and sends a sign-in asked for with Enter before the scripts ran, so
 * no frame shows a half-filled form. Waiting for that frame matters: a shell removed before its paint was presented
 * would not count as the page's largest paint. An error page removes the shell at once (decision 0006).
 */

const LOGIN_SHELL_ID = 'login-shell'

export interface LoginShellDraft {
  readonly email: string
  readonly password: string
  /** The field to focus: the one that had the focus in the shell, else the e-mail. */
  readonly focus: 'email' | 'password'
  /** Enter or the sign-in button was used before the app was ready. */
  readonly submitted: boolean
}

const visibleShell = () => {
  const shell = document.getElementById(LOGIN_SHELL_ID)
  return shell && !shell.hidden ? shell : null
}

/** Runs `task` once the shell has been painted (at once when none is showing). Returns a cancel function. */
export function afterLoginShellPaint(task: () => void): () => void {
  if (!visibleShell()) {
    task()
    return () => undefined
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => (timer = setTimeout(task)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * Removes the shell one frame after now and calls `adopt` with what the user did in it, in the same
 * task (at once, with null, when no shell is showing). Returns a cancel function.
 */
export function takeOverLoginShell(adopt: (draft: LoginShellDraft | null) => void): () => void {
  return afterLoginShellPaint(() => {
    const shell = visibleShell()
    const fields = shell?.querySelector('form')?.elements
    const email = fields?.namedItem('email') as HTMLInputElement | null
    const password = fields?.namedItem('password') as HTMLInputElement | null
    const draft =
      shell && email && password
        ? {
            email: email.value,
            password: password.value,
            focus: document.activeElement === password ? ('password' as const) : ('email' as const),
            submitted: shell.dataset.submitted === 'true',
          }
        : null
    dismissLoginShell()
    adopt(draft)
  })
}

/** Whether the shell is showing now (the login page then waits for `takeOverLoginShell`). */
export const loginShellShowing = (): boolean => visibleShell() !== null

/** Removes the shell (idempotent). */
export function dismissLoginShell(): void {
  document.getElementById(LOGIN_SHELL_ID)?.remove()
}
