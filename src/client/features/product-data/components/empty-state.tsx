import Inventory2Icon from '@mui/icons-material/Inventory2Outlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ListResource } from '../lib/product-data-resources.ts'
import { RouterButton } from '../../../components/router-button.tsx'

interface EmptyStateProps {
  readonly resource: ListResource
  /** A search or filter is active: the list is not empty, nothing matches. */
  readonly filtered: boolean
  readonly canWrite: boolean
  readonly onCreate: () => void
  readonly onClearFilters: () => void
}

/** What to do next when a list shows no rows: add one, upload a file, or loosen the filters. */
export function EmptyState({ resource, filtered, canWrite, onCreate, onClearFilters }: EmptyStateProps) {
  const intl = useIntl()
  const list = intl.formatMessage({ id: resource.title })
  const item = intl.formatMessage({ id: resource.itemTitle })
  if (filtered)
    return (
      <Box role="status" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>
          <FormattedMessage id="productData.empty.filtered" />
        </Typography>
        <Button onClick={onClearFilters}>
          <FormattedMessage id="productData.clearFilters" />
        </Button>
      </Box>
    )
  const hint = !canWrite ? 'productData.empty.readOnly' : resource.importOnly ? 'productData.empty.importOnly' : 'productData.empty.hint'
  return (
    <Box role="status" sx={{ p: 4, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
      <Inventory2Icon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        <FormattedMessage id="productData.empty.title" values={{ list }} />
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 520 }}>
        <FormattedMessage id={hint} values={{ item }} />
      </Typography>
      {canWrite && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {!resource.importOnly && (
            <Button variant="contained" onClick={onCreate}>
              <FormattedMessage id="productData.createTitle" values={{ item }} />
            </Button>
          )}
          <RouterButton variant="outlined" to="/services/bulk-upload" search={{ resource: resource.id }}>
            <FormattedMessage id="productData.uploadFile" />
          </RouterButton>
        </Box>
      )}
    </Box>
  )
}
