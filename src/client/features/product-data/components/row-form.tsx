import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useMemo, useState, type FormEvent, type ReactNode } from 'react'
import type { ListResource } from '../lib/product-data-resources.ts'
import { ApiError } from '../../../lib/api/api-error.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { checkFormValues, type CountryOf, type FormValue, type FormValues } from '../lib/row-form.ts'
import { useFieldErrorText, type AnyFieldError } from '../lib/use-field-error-text.ts'
import { FieldInput } from './field-input.tsx'

interface RowFormProps {
  readonly resource: ListResource
  readonly mode: 'create' | 'update'
  readonly initial: FormValues
  readonly readOnly: boolean
  readonly countryOf?: CountryOf | undefined
  /** The last save's failure: field errors are shown at their fields, anything else above the form. */
  readonly saveError: unknown
  readonly onSubmit: (values: FormValues) => void
  readonly formId: string
  readonly children?: ReactNode
}

/**
 * The fields of one row. Each field is checked as the user leaves it (validateRow, the server's own
 * rules); the server's answer to a save is shown at the field it concerns until that field changes.
 */
export function RowForm({ resource, mode, initial, readOnly, countryOf, saveError, onSubmit, formId, children }: RowFormProps) {
  const [values, setValues] = useState<FormValues>(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [editedSinceSave, setEditedSinceSave] = useState<ReadonlySet<string>>(new Set())
  const [lastSaveError, setLastSaveError] = useState<unknown>(saveError)
  const errorText = useFieldErrorText()
  const apiErrors = useApiErrorText()
  if (lastSaveError !== saveError) {
    // A new answer from the server: its field errors apply again, whatever was edited before.
    setLastSaveError(saveError)
    setEditedSinceSave(new Set())
  }
  const liveErrors = useMemo(
    () => (readOnly ? {} : checkFormValues(resource, values, countryOf ? { mode, countryOf } : { mode })),
    [resource, values, mode, countryOf, readOnly],
  )
  const serverErrors: Readonly<Record<string, AnyFieldError>> = saveError instanceof ApiError ? saveError.fieldErrors : {}

  const fieldError = (name: string): string | undefined => {
    const server = serverErrors[name]
    // The server's answer carries its code and parameters (which digit was expected): shown as it says.
    if (server && !editedSinceSave.has(name)) return errorText(server)
    const live = liveErrors[name]
    return live && (submitted || touched.has(name)) ? errorText(live) : undefined
  }
  const change = (name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }))
    setEditedSinceSave((current) => new Set(current).add(name))
  }
  const touch = (name: string) => setTouched((current) => new Set(current).add(name))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(liveErrors).length === 0) onSubmit(values)
  }
  const formError = apiErrors.formText(saveError)

  return (
    <Box component="form" id={formId} noValidate onSubmit={submit}>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      {children}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {resource.fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name] ?? null}
            onChange={(value) => change(field.name, value)}
            onBlur={() => touch(field.name)}
            error={fieldError(field.name)}
            disabled={readOnly}
          />
        ))}
      </Box>
    </Box>
  )
}
