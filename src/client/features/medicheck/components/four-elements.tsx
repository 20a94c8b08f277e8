import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined'
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined'
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'

export type ElementState = 'found' | 'missing' | 'unknown'
export interface ElementStates {
  patient: ElementState
  reporter: ElementState
  product: ElementState
  reaction: ElementState
}

const ELEMENTS = ['patient', 'reporter', 'product', 'reaction'] as const

/** A finding's elements: true found, false missing, null not said (the model or matcher did not tell). */
export function elementsOfFinding(finding: {
  patientPresent: boolean | null
  reporterPresent: boolean | null
  product: string | null
  detail: string | null
}): ElementStates {
  const state = (value: boolean | null): ElementState =>
    value === null ? 'unknown' : value ? 'found' : 'missing'
  return {
    patient: state(finding.patientPresent),
    reporter: state(finding.reporterPresent),
    product: finding.product ? 'found' : 'missing',
    reaction: finding.detail ? 'found' : 'missing',
  }
}

const icons = {
  found: <CheckCircleOutline fontSize="small" color="success" />,
  missing: <RemoveCircleOutline fontSize="small" color="warning" />,
  unknown: <HelpOutline fontSize="small" color="disabled" />,
}

/**
 * The four elements of a valid PV report (identifiable patient and reporter, suspect product,
 * reaction), each said found, missing or not known in words, not by colour alone.
 */
export function FourElements({ elements }: { elements: ElementStates }) {
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      data-testid="medicheck-four-elements"
    >
      {ELEMENTS.map((name) => (
        <Box
          component="li"
          key={name}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          data-element={name}
          data-state={elements[name]}
        >
          {icons[elements[name]]}
          <Typography variant="body2">
            <FormattedMessage id={`medicheck.element.${name}`} />:{' '}
            <FormattedMessage id={`medicheck.element.${elements[name]}`} />
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
