import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useIntl, type IntlShape } from 'react-intl'
import type { ActivityTable } from '../api/download-team-activity-csv.ts'
import type { TeamActivity } from '../api/get-team-activity.ts'
import { SortableTable, type Column } from './sortable-table.tsx'

export const ACTIVITY_TABLES: readonly ActivityTable[] = ['day', 'user', 'assistant', 'tile', 'model']

type Figures = TeamActivity['totals']
const euro = (intl: IntlShape, value: number) => intl.formatNumber(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 4 })

function figureColumns<Row extends Omit<Figures, 'activeUsers'>>(intl: IntlShape): Column<Row>[] {
  return [
    { key: 'messages', value: (row) => row.messages, numeric: true },
    { key: 'tileRuns', value: (row) => row.tileRuns, numeric: true },
    { key: 'tokensIn', value: (row) => row.tokensIn, numeric: true },
    { key: 'tokensOut', value: (row) => row.tokensOut, numeric: true },
    { key: 'tokens', value: (row) => row.tokens, numeric: true },
    { key: 'costEstimate', value: (row) => row.costEstimate, numeric: true, render: (row) => euro(intl, row.costEstimate) },
  ]
}

/** The breakdown of the figures as one sortable table per tab; the tab chosen is also what the CSV export writes. */
export function ActivityTables({ activity, table, onTableChange }: { activity: TeamActivity; table: ActivityTable; onTableChange: (table: ActivityTable) => void }) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: `teamActivity.tab.${table}` })
  const activeUsers = <Row extends { activeUsers: number }>(): Column<Row> => ({ key: 'activeUsers', value: (row) => row.activeUsers, numeric: true })
  const view = (() => {
    switch (table) {
      case 'day':
        return <SortableTable label={label} rows={activity.byDay} rowKey={(row) => row.day} columns={[{ key: 'day', value: (row) => row.day, render: (row) => intl.formatDate(`${row.day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) }, activeUsers(), ...figureColumns(intl)]} />
      case 'user':
        return (
          <SortableTable
            label={label}
            rows={activity.byUser}
            rowKey={(row) => row.userId}
            columns={[
              { key: 'user', value: (row) => row.username },
              { key: 'email', value: (row) => row.email },
              ...figureColumns(intl),
              { key: 'lastActiveAt', value: (row) => row.lastActiveAt, render: (row) => intl.formatDate(row.lastActiveAt, { dateStyle: 'medium', timeStyle: 'short' }) },
            ]}
          />
        )
      case 'assistant':
        return <SortableTable label={label} rows={activity.byAssistant} rowKey={(row) => row.assistantId} columns={[{ key: 'assistant', value: (row) => row.name ?? intl.formatMessage({ id: 'teamActivity.deletedAssistant' }, { id: row.assistantId }) }, activeUsers(), ...figureColumns(intl)]} />
      case 'tile':
        return <SortableTable label={label} rows={activity.byTile} rowKey={(row) => row.tileId ?? ''} columns={[{ key: 'tile', value: (row) => row.name ?? row.tileId ?? intl.formatMessage({ id: 'teamActivity.unknownTile' }) }, activeUsers(), ...figureColumns(intl)]} />
      case 'model':
        return <SortableTable label={label} rows={activity.byModel} rowKey={(row) => row.modelName} columns={[{ key: 'model', value: (row) => (row.offline ? intl.formatMessage({ id: 'teamActivity.offline' }) : row.modelName) }, { key: 'calls', value: (row) => row.calls, numeric: true }, ...figureColumns(intl)]} />
    }
  })()
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <Tabs value={table} onChange={(_event, next: ActivityTable) => onTableChange(next)} aria-label={intl.formatMessage({ id: 'teamActivity.tables' })} variant="scrollable" allowScrollButtonsMobile>
        {ACTIVITY_TABLES.map((name) => <Tab key={name} value={name} label={intl.formatMessage({ id: `teamActivity.tab.${name}` })} />)}
      </Tabs>
      {view}
    </Paper>
  )
}
