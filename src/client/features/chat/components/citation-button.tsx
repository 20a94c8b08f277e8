import { useIntl } from 'react-intl'

/** A citation marker `[n]` in an answer: a small button opening the source's preview. */
export function CitationButton({ n, onOpen }: { n: number; onOpen: (n: number) => void }) {
  const intl = useIntl()
  return (
    <button
      type="button"
      className="chat-citation"
      aria-label={intl.formatMessage({ id: 'chat.citation.open' }, { n })}
      onClick={() => onOpen(n)}
      style={{ font: 'inherit', fontSize: '0.75em', verticalAlign: 'super', padding: '0 0.3em', margin: '0 0.1em', borderRadius: 4, border: '1px solid currentColor', background: 'transparent', color: 'inherit', cursor: 'pointer' }}
    >
      {n}
    </button>
  )
}
