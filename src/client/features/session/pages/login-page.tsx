import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { product } from '../../../../generated/tenants.gen.ts'
import { useSession, useSessionStatus } from '../../../lib/session/session-context.tsx'

// Material's Visibility / VisibilityOff paths, inlined so the first page needs no icon package.
const EYE = 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3'
const EYE_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z'

/**
 * Sign-in: e-mail and password are sent exactly as typed; the server alone judges them. Built from
 * plain elements and base.css so the first page loads without the component library.
 */
export default function LoginPage() {
  const intl = useIntl()
  const session = useSession()
  const status = useSessionStatus()
  const navigate = useNavigate()
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const loading = status === 'loading'

  useEffect(() => {
    if (status === 'succeeded') void navigate({ to: '/' })
  }, [status, navigate])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    session.send({ type: 'SIGN_IN', email, password })
  }

  return (
    <main className="tsr-page">
      <div className="tsr-card">
        {/* The session machine loads at the first keystroke or click here, not with the page. */}
        <form className="tsr-form" noValidate onSubmit={submit} onKeyDown={session.preload} onPointerDown={session.preload} onInput={session.preload}>
          <img className="tsr-logo" src={product.defaultLogo} alt={product.name} width={155} height={40} />
          <div>
            <h1>
              <FormattedMessage id="login.title" />
            </h1>
            <p>
              <FormattedMessage id="login.subtitle" />
            </p>
          </div>
          <div className="tsr-field">
            <label htmlFor={`${id}-email`}>
              <FormattedMessage id="login.email" />
            </label>
            <input
              id={`${id}-email`}
              className="tsr-input"
              name="email"
              type="text"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="tsr-field">
            <label htmlFor={`${id}-password`}>
              <FormattedMessage id="login.password" />
            </label>
            <div className="tsr-input-wrap">
              <input
                id={`${id}-password`}
                className="tsr-input tsr-input--with-button"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <button
                type="button"
                className="tsr-icon-button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={intl.formatMessage({ id: showPassword ? 'login.hidePassword' : 'login.showPassword' })}
                aria-pressed={showPassword}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d={showPassword ? EYE_OFF : EYE} />
                </svg>
              </button>
            </div>
          </div>
          <button type="submit" className="tsr-button tsr-button--primary" disabled={loading} aria-busy={loading}>
            <FormattedMessage id="login.submit" />
          </button>
        </form>
      </div>
    </main>
  )
}
