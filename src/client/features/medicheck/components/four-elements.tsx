import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined'
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'

/**
 * The four elements of a valid PV report (identifiable patient and reporter, suspect product,
 * reaction), each said found or missing in words, not by colour alone.
 */
export function FourElements({
  patient,
  reporter,
  product,
  reaction,
}: {
  patient: boolean | null
  reporter: boolean | null
  product: string | null
  reaction: string | null
}) {
  const elements: [string, boolean][] = [
    ['patient', patient === true],
    ['reporter', reporter === true],
    ['product', Boolean(product)],
    ['reaction', Boolean(reaction)],
  ]
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      data-testid="medicheck-four-elements"
    >
      {elements.map(([name, found]) => (
        <Box
          component="li"
          key={name}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          data-element={name}
          data-found={found}
        >
          {found ? (
            <CheckCircleOutline fontSize="small" color="success" />
          ) : (
            <HelpOutline fontSize="small" color="warning" />
          )}
          <Typography variant="body2">
            <FormattedMessage id={`medicheck.element.${name}`} />:{' '}
            <FormattedMessage id={found ? 'medicheck.element.found' : 'medicheck.element.missing'} />
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
