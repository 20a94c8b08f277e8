import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { useResourceRow } from '../api/get-resource-row.ts'
import type { ResourceRow } from '../api/resource-api-types.ts'
import { fieldOf, resourceById } from '../lib/product-data-resources.ts'
import { CellValue } from './cell-value.tsx'

/** The product master's links to one package per country, in the order they are shown. */
const IDENTIFIER_FIELDS = ['pznDe', 'pznAt', 'cip13'] as const
/** What a package row says that an analyst compares across countries. */
const PACKAGE_FIELDS = ['pzn', 'name', 'dosageForm', 'quantity', 'unit', 'packSize', 'dispensingStatus', 'retailPrice', 'marketStatus'] as const
/** The product's own description. */
const PRODUCT_FIELDS = ['brand', 'dosageForm', 'strength', 'packSize'] as const

/** One product's PZN-DE, PZN-AT and CIP13 side by side, with each package's name, form, pack, price and status. */
export function ProductIdentifiers({ product }: { product: ResourceRow }) {
  const intl = useIntl()
  const master = resourceById('product-master')
  const pzns = resourceById('pzns')
  const packages = {
    pznDe: useResourceRow('pzns', stringOf(product.pznDe)),
    pznAt: useResourceRow('pzns', stringOf(product.pznAt)),
    cip13: useResourceRow('pzns', stringOf(product.cip13)),
  }
  return (
    <Box component="section" aria-labelledby="product-identifiers-title" sx={{ mb: 3 }}>
      <Typography id="product-identifiers-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        <FormattedMessage id="productMaster.identifiers" />
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
        {PRODUCT_FIELDS.flatMap((name) => {
          const field = fieldOf(master, name)
          return field
            ? [
                <Typography key={`${name}-label`} component="dt" color="textSecondary">
                  <FormattedMessage id={field.label} />
                </Typography>,
                <Typography key={`${name}-value`} component="dd" sx={{ m: 0 }}>
                  <CellValue field={field} row={product} />
                </Typography>,
              ]
            : []
        })}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="product-identifiers-title">
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ color: 'text.secondary' }}>
                <FormattedMessage id="productMaster.attribute" />
              </TableCell>
              {IDENTIFIER_FIELDS.map((name) => (
                <TableCell key={name} scope="col" sx={{ fontWeight: 600 }}>
                  <FormattedMessage id={fieldOf(master, name)?.label ?? name} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PACKAGE_FIELDS.map((name) => {
              const field = fieldOf(pzns, name)
              if (!field) return null
              return (
                <TableRow key={name}>
                  <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                    <FormattedMessage id={name === 'pzn' ? 'productMaster.identifier' : field.label} />
                  </TableCell>
                  {IDENTIFIER_FIELDS.map((link) => {
                    const row = packages[link]
                    return (
                      <TableCell key={link}>
                        {!product[link] ? (
                          name === 'pzn' ? <em>{intl.formatMessage({ id: 'productMaster.notLinked' })}</em> : null
                        ) : row.data ? (
                          <CellValue field={field} row={row.data} />
                        ) : name === 'pzn' ? (
                          (product.labels[link] ?? '…')
                        ) : null}
                      </TableCell>
                    )
                  })}
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  )
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}
