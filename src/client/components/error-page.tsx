import { useLayoutEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { dismissLoginShell } from '../lib/session/login-shell.ts'
import { describeError } from './describe-error.ts'

/** The rendering-error page of spec section 8 (plain CSS, so it works even when chunks fail). */
export function ErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const described = describeError(error)
  // The sign-in shell of index.html must not hide an error of the app's first render.
  useLayoutEffect(dismissLoginShell, [])
  return (
    <main className="tsr-page" role="alert">
      <div className="tsr-page__box">
        <h1>
          <FormattedMessage id="error.title" />
        </h1>
        <p data-testid="error-message">
          {described.kind === 'text' ? described.text : <FormattedMessage id={described.id} />}
        </p>
        <div className="tsr-actions">
          {/* A full load of / leaves every broken state behind. */}
          <a className="tsr-button" href="/">
            <FormattedMessage id="error.home" />
          </a>
          <button type="button" className="tsr-button tsr-button--primary" onClick={onRetry}>
            <FormattedMessage id="error.retry" />
          </button>
        </div>
      </div>
    </main>
  )
}
