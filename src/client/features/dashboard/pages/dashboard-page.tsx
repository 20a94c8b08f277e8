import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { sideMenu } from '../../../../generated/menu.gen.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { AiTilesSection, tileMatches } from '../components/ai-tiles-section.tsx'
import { ApplicationTile } from '../components/application-tile.tsx'
import { AssistantsSection, assistantMatches } from '../components/assistants-section.tsx'
import { SearchField } from '../components/search-field.tsx'
import { TileGrid } from '../components/tile-grid.tsx'
import { useChatAssistants } from '../hooks/use-chat-assistants.ts'
import { useTiles } from '../hooks/use-tiles.ts'
import { listApplications } from '../lib/list-applications.ts'

/** The AI applications the user may run, the assistants the user may chat with, then a tile for every application the user may open, grouped as in the menu, with one search field. */
export default function DashboardPage() {
  const intl = useIntl()
  const user = useSessionUser()
  const [query, setQuery] = useState('')
  const groups = useMemo(() => (user ? listApplications(sideMenu, user) : []), [user])
  const needle = query.trim().toLocaleLowerCase()
  const tiles = useTiles()
  const shownTiles =
    tiles.state.status === 'ready' ? tiles.state.tiles.filter((tile) => tileMatches(tile, needle, intl)) : []
  const assistants = useChatAssistants()
  const shownAssistants =
    assistants.status === 'ready'
      ? assistants.assistants.filter((assistant) => assistantMatches(assistant, needle))
      : []
  const shown = groups
    .map((group) => ({
      ...group,
      applications: group.applications.filter((application) =>
        [application.titleId, application.sectionTitleId, group.titleId]
          .filter((id): id is string => Boolean(id))
          .some((id) => intl.formatMessage({ id }).toLocaleLowerCase().includes(needle)),
      ),
    }))
    .filter((group) => group.applications.length > 0)

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.dashboard" />}
        subtitle={
          <FormattedMessage id="dashboard.welcome" values={{ name: user?.username || user?.email }} />
        }
        actions={
          <SearchField
            label={intl.formatMessage({ id: 'dashboard.search' })}
            value={query}
            onChange={setQuery}
          />
        }
      />
      <AiTilesSection
        needle={needle}
        isAdmin={user?.role === 'ROOT' || user?.role === 'ADMIN'}
        tiles={tiles}
        shown={shownTiles}
      />
      <AssistantsSection state={assistants} shown={shownAssistants} searching={needle !== ''} />
      {shown.length === 0 && shownTiles.length === 0 && shownAssistants.length === 0 && (
        <Typography color="textSecondary" role="status">
          <FormattedMessage id="dashboard.noResults" />
        </Typography>
      )}
      {shown.map((group) => (
        <Box component="section" key={group.id} aria-labelledby={`apps-${group.id}`} sx={{ mb: 4 }}>
          <Typography id={`apps-${group.id}`} variant="h3" component="h2" sx={{ mb: 1.5 }}>
            <FormattedMessage id={group.titleId} />
          </Typography>
          <TileGrid>
            {group.applications.map((application) => (
              <ApplicationTile key={application.id} application={application} />
            ))}
          </TileGrid>
        </Box>
      ))}
    </>
  )
}
