import DownloadIcon from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import ButtonGroup from '@mui/material/ButtonGroup'
import { useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useDownloadResourceExport, type ExportFormat } from '../api/download-resource-export.ts'
import type { ApiResourceId, ResourceListQuery } from '../api/resource-api-types.ts'

/** CSV and XLSX of the current filtered, searched and sorted view (every page of it). */
export function ExportButtons({ resource, query }: { resource: ApiResourceId; query: ResourceListQuery }) {
  const intl = useIntl()
  const download = useDownloadResourceExport()
  const errors = useApiErrorText()
  const button = (format: ExportFormat) => (
    <Button
      startIcon={<DownloadIcon />}
      loading={download.isPending && download.variables.format === format}
      onClick={() => download.mutate({ resource, query, format, locale: intl.locale }, { onError: (error) => showToast(errors.formText(error) ?? '', 'error') })}
      aria-label={intl.formatMessage({ id: 'productData.export' }, { format: format.toUpperCase() })}
    >
      {format.toUpperCase()}
    </Button>
  )
  return (
    <ButtonGroup variant="outlined" aria-label={intl.formatMessage({ id: 'productData.exportGroup' })}>
      {button('csv')}
      {button('xlsx')}
    </ButtonGroup>
  )
}
