import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import { useIntl } from 'react-intl'
import { ALL_FEATURES } from '../lib/admin-scope.ts'

/** Checkboxes for the features a user holds. */
export function FeaturesField({ value, onChange, error }: { value: readonly string[]; onChange: (next: string[]) => void; error?: string }) {
  const intl = useIntl()
  const toggle = (feature: string, on: boolean) => onChange(on ? [...value, feature] : value.filter((candidate) => candidate !== feature))
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{intl.formatMessage({ id: 'admin.features' })}</FormLabel>
      <FormGroup>
        {ALL_FEATURES.map((feature) => (
          <FormControlLabel
            key={feature}
            control={<Checkbox checked={value.includes(feature)} onChange={(event) => toggle(feature, event.target.checked)} name={`feature-${feature}`} />}
            label={intl.formatMessage({ id: `feature.${feature}` })}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  )
}
