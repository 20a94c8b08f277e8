import { Link, useRouter } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'

/** Unknown paths (spec section 8): the same English texts in every language. */
export function NotFoundPage() {
  const router = useRouter()
  return (
    <main className="tsr-page">
      <div className="tsr-page__box">
        <h1>
          <FormattedMessage id="notFound.title" />
        </h1>
        <p>
          <FormattedMessage id="notFound.text" />
        </p>
        <div className="tsr-actions">
          <button type="button" className="tsr-button" onClick={() => router.history.back()}>
            <FormattedMessage id="notFound.back" />
          </button>
          <Link to="/" className="tsr-button tsr-button--primary">
            <FormattedMessage id="notFound.home" />
          </Link>
        </div>
      </div>
    </main>
  )
}
