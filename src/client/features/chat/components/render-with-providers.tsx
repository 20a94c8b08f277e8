import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import de from '../../../../generated/messages-de.gen.ts'
import fr from '../../../../generated/messages-fr.gen.ts'

/** Test helper: the providers a chat component needs (catalogue and query client), German unless told. */
export function renderWithProviders(ui: ReactNode, locale: 'de' | 'fr' = 'de') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale={locale} messages={locale === 'de' ? de : fr}>
        {ui}
      </IntlProvider>
    </QueryClientProvider>,
  )
}
