// Build time only (vite.config.ts, `loginShell`): the sign-in form as static HTML for index.html.
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { DEFAULT_LOCALE, signedOutMessages } from '../../../lib/i18n/load-messages.ts'
import { LoginForm } from './login-form.tsx'

const nothing = () => undefined

/** The login page's form in German (the language before anyone signs in), with empty fields. */
export function renderLoginShellMarkup(): string {
  return renderToStaticMarkup(
    <IntlProvider locale={DEFAULT_LOCALE} messages={signedOutMessages}>
      <LoginForm
        idPrefix="login-shell"
        email=""
        password=""
        showPassword={false}
        loading={false}
        onEmailChange={nothing}
        onPasswordChange={nothing}
        onToggleShowPassword={nothing}
        onSubmit={nothing}
      />
    </IntlProvider>,
  )
}
