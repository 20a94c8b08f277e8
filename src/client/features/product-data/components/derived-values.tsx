import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'
import type { ResourceRow } from '../api/resource-api-types.ts'
import type { ListResource } from '../lib/product-data-resources.ts'
import { CellValue } from './cell-value.tsx'

/** A stored row's derived values (manifest `derived`): read-only, computed by the server when it reads the row. */
export function DerivedValues({ resource, row }: { resource: ListResource; row: ResourceRow }) {
  if (resource.derived.length === 0) return null
  return (
    <Box component="section" aria-labelledby="derived-values-title" sx={{ mt: 2 }}>
      <Typography id="derived-values-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        <FormattedMessage id="productData.derived" />
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }}>
        {resource.derived.map((field) => (
          <div key={field.name}>
            <Typography component="dt" variant="caption" color="textSecondary">
              <FormattedMessage id={field.label} />
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {row[field.name] === null || row[field.name] === undefined ? '–' : <CellValue field={field} row={row} />}
            </Typography>
          </div>
        ))}
      </Box>
    </Box>
  )
}
