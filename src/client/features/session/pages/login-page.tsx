import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useSession, useSessionStatus } from '../../../lib/session/session-context.tsx'
import { LoginForm } from '../components/login-form.tsx'
import { loginShellShowing, takeOverLoginShell } from '../../../lib/session/login-shell.ts'

/** Sign-in: e-mail and password are sent exactly as typed; the server alone judges them. */
export default function LoginPage() {
  const session = useSession()
  const status = useSessionStatus()
  const navigate = useNavigate()
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  // While the prerendered shell shows the form, this page draws nothing until it takes over.
  const [drawn, setDrawn] = useState(() => !loginShellShowing())
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const loading = status === 'loading'

  useEffect(() => {
    if (status === 'succeeded') void navigate({ to: '/' })
  }, [status, navigate])

  // The e-mail field has the focus on arrival. When the prerendered shell showed the form first
  // (login-shell.ts), this page takes over what was typed there, the focused field and an early
  // Enter, drawn in the task that removes the shell so no frame shows empty fields.
  useLayoutEffect(
    () =>
      takeOverLoginShell((draft) => {
        if (draft) {
          flushSync(() => {
            setEmail(draft.email)
            setPassword(draft.password)
            setDrawn(true)
          })
        } else setDrawn(true)
        ;(draft?.focus === 'password' ? passwordRef : emailRef).current?.focus()
        if (draft?.submitted) session.send({ type: 'SIGN_IN', email: draft.email, password: draft.password })
        // Typing in the shell was the first use: the session machine loads now.
        else if (draft?.email || draft?.password) session.preload()
      }),
    [session],
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    session.send({ type: 'SIGN_IN', email, password })
  }

  if (!drawn) return null
  return (
    <LoginForm
      idPrefix={id}
      email={email}
      password={password}
      showPassword={showPassword}
      loading={loading}
      onEmailChange={setEmail}
      onPasswordChange={setPassword}
      onToggleShowPassword={() => setShowPassword((shown) => !shown)}
      onSubmit={submit}
      onFirstUse={session.preload}
      emailRef={emailRef}
      passwordRef={passwordRef}
    />
  )
}
