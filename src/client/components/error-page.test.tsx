import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IntlProvider } from 'react-intl'
import de from '../../generated/messages-de.gen.ts'
import en from '../../generated/messages-en.gen.ts'
import fr from '../../generated/messages-fr.gen.ts'
import { AppErrorBoundary } from './app-error-boundary.tsx'
import { ErrorPage } from './error-page.tsx'

afterEach(cleanup)

const CATALOGUES = { de, en, fr }

describe('error page (spec section 8)', () => {
  it.each(Object.entries(CATALOGUES))('shows the spec texts in %s', (locale, messages) => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <ErrorPage error={new Error('')} onRetry={() => {}} />
      </IntlProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Ups! Ein Fehler ist aufgetreten.' })).toBeTruthy()
    expect(screen.getByText('Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy()
  })

  it.each([
    [new Error('Chunk failed'), 'Chunk failed'],
    ['Kaputt', 'Kaputt'],
    [{ weird: true }, 'Unexpected Application Error!'],
  ])('shows what the error says: %o', (error, text) => {
    render(
      <IntlProvider locale="de" messages={de}>
        <ErrorPage error={error} onRetry={() => {}} />
      </IntlProvider>,
    )
    expect(screen.getByTestId('error-message').textContent).toBe(text)
  })

  // Spec section 8's routing errors read the same in every language, as routing libraries word them.
  it.each(
    Object.entries(CATALOGUES).flatMap(([locale, messages]) =>
      [
        [400, '400 Bad Request'],
        [403, '403 Forbidden'],
        [404, '404 Not Found'],
        [405, '405 Method Not Allowed'],
        [undefined, 'Unexpected Application Error!'],
      ].map(([status, text]) => [locale, status, text, messages] as const),
    ),
  )('%s: routing error %s reads %s', (locale, status, text, messages) => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <ErrorPage error={status === undefined ? Symbol('thrown') : { status }} onRetry={() => {}} />
      </IntlProvider>,
    )
    expect(screen.getByTestId('error-message').textContent).toBe(text)
  })

  it('retry resets the error state outside the router', () => {
    let broken = true
    const Flaky = () => {
      if (broken) throw new Error('Kaputt')
      return <p>wieder da</p>
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <IntlProvider locale="de" messages={de}>
        <AppErrorBoundary>
          <Flaky />
        </AppErrorBoundary>
      </IntlProvider>,
    )
    expect(screen.getByText('Kaputt')).toBeTruthy()
    broken = false
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(screen.getByText('wieder da')).toBeTruthy()
  })
})

describe('404 texts', () => {
  it.each(Object.entries(CATALOGUES))('are the same English texts in %s', (_locale, messages) => {
    expect(messages['notFound.title']).toBe('404 - Page Not Found')
    expect(messages['notFound.text']).toBe('Sorry, the page you are looking for does not exist.')
    expect(messages['notFound.back']).toBe('Back to Previous Page')
    expect(messages['notFound.home']).toBe('Back Home')
  })
})
