import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import type { Application } from '../lib/list-applications.ts'
import { TileFace } from './tile-grid.tsx'

/** One application on the dashboard, opening its route (inside a TileGrid, which styles it). */
export function ApplicationTile({ application }: { application: Application }) {
  return (
    <div className="tsr-tile">
      <Link to={application.url} preload="intent" className="tsr-tile__action">
        <TileFace
          icon={application.icon}
          overline={application.sectionTitleId && <FormattedMessage id={application.sectionTitleId} />}
          title={<FormattedMessage id={application.titleId} />}
        />
      </Link>
    </div>
  )
}
