import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useEffect, useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import type { CompiledResourceField } from '../../../../shared/manifest/resource-types.ts'
import { useResourceRow } from '../api/get-resource-row.ts'
import { useResourceRows } from '../api/get-resource-rows.ts'
import type { ResourceRow } from '../api/resource-api-types.ts'
import { useDisplayLocale } from '../lib/display-locale.ts'
import { targetOf } from '../lib/product-data-resources.ts'
import { rowLabel } from '../lib/row-label.ts'
import { useCountries } from '../lib/use-countries.ts'

const SEARCH_DELAY_MS = 250

interface ReferencePickerProps {
  readonly field: CompiledResourceField
  /** The chosen row's id, or '' for none. */
  readonly value: string
  readonly onChange: (id: string) => void
  readonly label: string
  readonly error?: string | undefined
  readonly disabled?: boolean
  readonly required?: boolean
  readonly size?: 'small' | 'medium'
}

/** Chooses a row of the referenced list, searching it on the server as the user types. */
export function ReferencePicker({ field, value, onChange, label, error, disabled, required, size }: ReferencePickerProps) {
  const intl = useIntl()
  const locale = useDisplayLocale()
  const target = targetOf(field)
  const [input, setInput] = useState('')
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState(false)
  const { filter, ready } = useWhereFilter(field)
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [input])
  const selected = useResourceRow(target?.id, value || null)
  const options = useResourceRows(
    target?.id,
    { page: 1, pageSize: 20, ...(search ? { search } : {}), ...(filter ? { filter } : {}) },
    { enabled: open && ready },
  )
  const choices = useMemo(() => {
    const rows = options.data?.items ?? []
    return selected.data && !rows.some((row) => row.id === selected.data.id) ? [selected.data, ...rows] : rows
  }, [options.data, selected.data])
  const current = value ? (choices.find((row) => row.id === value) ?? selected.data ?? null) : null

  return (
    <Autocomplete<ResourceRow, false, false, false>
      size={size ?? 'medium'}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={choices}
      value={current}
      disabled={disabled ?? false}
      loading={options.isFetching}
      // The server searched already; the browser must not filter the answer again.
      filterOptions={(rows) => rows}
      getOptionLabel={(row) => (target ? rowLabel(target, row, locale) : row.id)}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, row) => onChange(row?.id ?? '')}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text)
      }}
      noOptionsText={intl.formatMessage({ id: 'productData.picker.noOptions' })}
      loadingText={intl.formatMessage({ id: 'app.loading' })}
      openText={intl.formatMessage({ id: 'productData.picker.open' })}
      closeText={intl.formatMessage({ id: 'productData.picker.close' })}
      clearText={intl.formatMessage({ id: 'productData.picker.clear' })}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required ?? false} error={Boolean(error)} helperText={error ?? ' '} />
      )}
    />
  )
}

/**
 * A reference with `where` (the product master's pznDe must be a German package) searches only
 * matching rows. Country conditions name the country's code; the list filters by the country's id.
 */
function useWhereFilter(field: CompiledResourceField): { filter: string[] | undefined; ready: boolean } {
  const { idOfCode } = useCountries()
  if (!field.where) return { filter: undefined, ready: true }
  let ready = true
  const filter = Object.entries(field.where).map(([name, expected]) => {
    if (name !== 'country' || typeof expected !== 'string') return `${name}:eq:${String(expected)}`
    const id = idOfCode(expected)
    // Until the countries have loaded there is no id to filter by: wait rather than show every country's rows.
    if (!id) ready = false
    return `${name}:eq:${id ?? ''}`
  })
  return { filter, ready }
}
