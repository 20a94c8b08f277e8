import type { FormEvent, RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { product } from '../../../../generated/tenants.gen.ts'

// Material's Visibility / VisibilityOff paths, inlined so the first page needs no icon package.
const EYE =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3'
const EYE_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z'

export interface LoginFormProps {
  /** Prefix of the fields' ids (React's useId in the app, a fixed one in the prerendered shell). */
  readonly idPrefix: string
  readonly email: string
  readonly password: string
  readonly showPassword: boolean
  readonly loading: boolean
  readonly onEmailChange: (value: string) => void
  readonly onPasswordChange: (value: string) => void
  readonly onToggleShowPassword: () => void
  readonly onSubmit: (event: FormEvent) => void
  /** The first keystroke or click: the session machine loads then, not with the page. */
  readonly onFirstUse?: () => void
  readonly emailRef?: RefObject<HTMLInputElement | null>
  readonly passwordRef?: RefObject<HTMLInputElement | null>
}

/**
 * The sign-in form, built from plain elements and base.css so the first page needs no component
 * library. The app renders it on /login, and the build prerenders it into index.html (the shell that
 * paints before the scripts run, lib/session/login-shell.ts), so both must come from this one component.
 */
export function LoginForm(props: LoginFormProps) {
  const intl = useIntl()
  const { idPrefix, showPassword, loading } = props
  return (
    <main className="tsr-page">
      <div className="tsr-card">
        <form
          className="tsr-form"
          noValidate
          onSubmit={props.onSubmit}
          onKeyDown={props.onFirstUse}
          onPointerDown={props.onFirstUse}
          onInput={props.onFirstUse}
        >
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
            <label htmlFor={`${idPrefix}-email`}>
              <FormattedMessage id="login.email" />
            </label>
            <input
              ref={props.emailRef}
              id={`${idPrefix}-email`}
              className="tsr-input"
              name="email"
              type="text"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={props.email}
              onChange={(event) => props.onEmailChange(event.target.value)}
            />
          </div>
          <div className="tsr-field">
            <label htmlFor={`${idPrefix}-password`}>
              <FormattedMessage id="login.password" />
            </label>
            <div className="tsr-input-wrap">
              <input
                ref={props.passwordRef}
                id={`${idPrefix}-password`}
                className="tsr-input tsr-input--with-button"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={props.password}
                onChange={(event) => props.onPasswordChange(event.target.value)}
              />
              <button
                type="button"
                className="tsr-icon-button"
                onClick={props.onToggleShowPassword}
                aria-label={intl.formatMessage({
                  id: showPassword ? 'login.hidePassword' : 'login.showPassword',
                })}
                aria-pressed={showPassword}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d={showPassword ? EYE_OFF : EYE} />
                </svg>
              </button>
            </div>
          </div>
          <button
            type="submit"
            className="tsr-button tsr-button--primary"
            disabled={loading}
            aria-busy={loading}
          >
            <FormattedMessage id="login.submit" />
          </button>
        </form>
      </div>
    </main>
  )
}
