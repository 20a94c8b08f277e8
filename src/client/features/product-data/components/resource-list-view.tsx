import AddIcon from '@mui/icons-material/Add'
import SearchIcon from '@mui/icons-material/Search'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import TableContainer from '@mui/material/TableContainer'
import TablePagination from '@mui/material/TablePagination'
import TextField from '@mui/material/TextField'
import { useEffect, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ListResource } from '../lib/product-data-resources.ts'
import { canAccess } from '../../../../shared/policy/can-access.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { RouterButton } from '../../../components/router-button.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useResourceRows } from '../api/get-resource-rows.ts'
import type { ResourceRow } from '../api/resource-api-types.ts'
import { PAGE_SIZES, toListQuery } from '../lib/list-view.ts'
import { fieldOf } from '../lib/product-data-resources.ts'
import { useListView } from '../lib/use-list-view.ts'
import { ColumnChooser } from './column-chooser.tsx'
import { EmptyState } from './empty-state.tsx'
import { ExportButtons } from './export-buttons.tsx'
import { FilterField } from './filter-field.tsx'
import { ResourceTable } from './resource-table.tsx'
import { RowDialog } from './row-dialog.tsx'

const SEARCH_DELAY_MS = 300

interface ResourceListViewProps {
  readonly resource: ListResource
  readonly renderDetail?: (row: ResourceRow) => ReactNode
}

/** A product-data list: search, filters, columns, sorting and paging in the URL; rows open in a detail view. */
export function ResourceListView({ resource, renderDetail }: ResourceListViewProps) {
  const intl = useIntl()
  const user = useSessionUser()
  const errors = useApiErrorText()
  const [view, setView] = useListView(resource)
  const viewQuery = toListQuery(resource, view)
  // "Next page" goes on from the shown page's last row (the API's keyset cursor), which costs the same
  // however deep the page is; any other step, a reload or a changed view asks by page number.
  const [nextStep, setNextStep] = useState<{ view: string; page: number; cursor: string } | null>(null)
  const viewKey = JSON.stringify({ ...viewQuery, page: undefined })
  const query = nextStep && nextStep.page === view.page && nextStep.view === viewKey ? { ...viewQuery, cursor: nextStep.cursor } : viewQuery
  const rows = useResourceRows(resource.id, query)
  const canWrite = canAccess(user, resource.access.write)
  const canDelete = canAccess(user, resource.access.delete)
  const [searchInput, setSearchInput] = useState(view.search)
  const [appliedSearch, setAppliedSearch] = useState(view.search)
  if (appliedSearch !== view.search) {
    setAppliedSearch(view.search)
    setSearchInput(view.search)
  }
  useEffect(() => {
    if (searchInput.trim() === view.search) return
    const timer = window.setTimeout(() => setView({ search: searchInput.trim(), page: 1 }, { replace: true }), SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [searchInput, view.search, setView])

  const data = rows.data
  useEffect(() => {
    // A bookmarked page past the end (rows were deleted since): show the first page instead.
    if (data && data.items.length === 0 && data.total > 0 && view.page > 1) setView({ page: 1 }, { replace: true })
  }, [data, view.page, setView])

  const filtered = view.search !== '' || Object.keys(view.filter).length > 0
  const setFilter = (name: string, value: string) => {
    const { [name]: _old, ...rest } = view.filter
    setView({ filter: value ? { ...rest, [name]: value } : rest, page: 1 })
  }
  const onSort = (field: string) =>
    setView({ sort: field, order: view.sort === field && view.order === 'asc' ? 'desc' : 'asc', page: 1 })
  const openItem = (item: string) => setView({ item })

  return (
    <>
      <PageHeader
        title={<FormattedMessage id={resource.title} />}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ExportButtons resource={resource.id} query={viewQuery} />
            {canWrite && (
              <RouterButton variant="outlined" startIcon={<UploadFileIcon />} to="/services/bulk-upload" search={{ resource: resource.id }}>
                <FormattedMessage id="productData.uploadFile" />
              </RouterButton>
            )}
            {canWrite && !resource.importOnly && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => openItem('new')}>
                <FormattedMessage id="productData.createTitle" values={{ item: intl.formatMessage({ id: resource.itemTitle }) }} />
              </Button>
            )}
          </Box>
        }
      />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, p: 2, pb: 0 }}>
          {resource.list.search.length > 0 && (
            <TextField
              type="search"
              size="small"
              label={intl.formatMessage({ id: 'productData.search' })}
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              helperText={intl.formatMessage(
                { id: 'productData.searchHint' },
                { fields: resource.list.search.map((name) => intl.formatMessage({ id: fieldOf(resource, name)?.label ?? name })).join(', ') },
              )}
              sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
              slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
            />
          )}
          {resource.list.filters.flatMap((name) => {
            const field = fieldOf(resource, name)
            return field ? (
              <Box key={name} sx={{ minWidth: 180, flex: '0 1 220px' }}>
                <FilterField field={field} value={view.filter[name] ?? ''} onChange={(value) => setFilter(name, value)} />
              </Box>
            ) : []
          })}
          <Box sx={{ ml: 'auto', alignSelf: 'center', pb: 2.5 }}>
            <ColumnChooser resource={resource} columns={view.columns} onChange={(columns) => setView({ columns })} />
          </Box>
        </Box>
        {rows.isFetching && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
        {rows.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errors.formText(rows.error)}
          </Alert>
        ) : rows.data && rows.data.total === 0 ? (
          <EmptyState
            resource={resource}
            filtered={filtered}
            canWrite={canWrite}
            onCreate={() => openItem('new')}
            onClearFilters={() => setView({ search: '', filter: {}, page: 1 })}
          />
        ) : (
          <>
            <TableContainer sx={{ maxHeight: '65vh' }}>
              <ResourceTable
                resource={resource}
                rows={rows.data?.items ?? []}
                columns={view.columns}
                sort={view.sort}
                order={view.order}
                onSort={onSort}
                onOpen={openItem}
              />
            </TableContainer>
            <TablePagination
              component="div"
              count={rows.data?.total ?? 0}
              page={rows.data ? view.page - 1 : 0}
              onPageChange={(_event, next) => {
                const cursor = rows.isPlaceholderData ? null : rows.data?.nextCursor
                if (next + 1 === view.page + 1 && cursor) setNextStep({ view: viewKey, page: next + 1, cursor })
                setView({ page: next + 1 })
              }}
              rowsPerPage={view.pageSize}
              rowsPerPageOptions={[...PAGE_SIZES]}
              onRowsPerPageChange={(event) => setView({ pageSize: Number(event.target.value), page: 1 })}
              labelRowsPerPage={intl.formatMessage({ id: 'productData.rowsPerPage' })}
              getItemAriaLabel={(type) => intl.formatMessage({ id: `productData.pagination.${type}` })}
              labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'productData.displayedRows' }, { from, to, count })}
            />
          </>
        )}
      </Paper>
      {view.item && (
        <RowDialog
          resource={resource}
          item={view.item}
          canWrite={canWrite}
          canDelete={canDelete}
          renderDetail={renderDetail}
          onClose={() => setView({ item: undefined })}
        />
      )}
    </>
  )
}
