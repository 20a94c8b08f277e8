import { useIntl } from 'react-intl'
import { routes } from '../../../../generated/access.gen.ts'

/** A chatbot route by its page title (the menu's name for it), else its id. */
export function useRouteName() {
  const intl = useIntl()
  return (id: string) => {
    const title = routes.find((route) => route.id === id)?.title
    return title ? intl.formatMessage({ id: title }) : id
  }
}
