// A date typed and shown in the app's language (28.11.2026 in German, 28/11/2026 in French), not in
// the browser's: a native <input type="date"> follows the browser's own locale (issue 37 item 7, an
// American browser showed 11/28/2026 to a German tenant). The value in and out is ISO (2026-11-28),
// '' for none; a date being typed is kept until it is whole.
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'

type Part = 'day' | 'month' | 'year'

/** The order of day, month and year and the separator of the language's short date (en: the British one). */
function dateShape(locale: string): { order: Part[]; separator: string } {
  const parts = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(2026, 10, 28))
  const order = parts
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year')
  return { order, separator: parts.find((part) => part.type === 'literal')?.value ?? '.' }
}

/** ISO -> the language's form; '' stays ''. */
export function formatLocaleDate(iso: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return ''
  const values: Record<Part, string> = { year: match[1]!, month: match[2]!, day: match[3]! }
  const { order, separator } = dateShape(locale)
  return order.map((part) => values[part]).join(separator)
}

/** The language's form -> ISO; null when it is no whole, real date. */
export function parseLocaleDate(text: string, locale: string): string | null {
  const numbers = text.trim().split(/\D+/).filter(Boolean)
  if (numbers.length !== 3) return null
  const { order } = dateShape(locale)
  const value = (part: Part) => Number(numbers[order.indexOf(part)])
  const [year, month, day] = [value('year'), value('month'), value('day')]
  if (year < 1000 || year > 9999) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

type LocaleDateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  readonly value: string
  readonly onChange: (iso: string) => void
}

export function LocaleDateField({ value, onChange, slotProps, ...props }: LocaleDateFieldProps) {
  const { locale, formatMessage } = useIntl()
  const [text, setText] = useState(() => formatLocaleDate(value, locale))
  // A value set from outside (a reset, another language) is shown; one being typed is left alone.
  useEffect(() => {
    setText((current) =>
      parseLocaleDate(current, locale) === value ? current : formatLocaleDate(value, locale),
    )
  }, [value, locale])
  return (
    <TextField
      {...props}
      value={text}
      placeholder={formatMessage({ id: 'common.datePlaceholder' })}
      onChange={(event) => {
        setText(event.target.value)
        if (event.target.value.trim() === '') onChange('')
        else {
          const iso = parseLocaleDate(event.target.value, locale)
          if (iso) onChange(iso)
        }
      }}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 10 },
      }}
    />
  )
}
