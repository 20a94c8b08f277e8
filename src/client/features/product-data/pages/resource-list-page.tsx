import { FormattedMessage } from 'react-intl'
import { useRouteId } from '../../../lib/use-route-title.ts'
import { ResourceListView } from '../components/resource-list-view.tsx'
import { resourceForRouteId } from '../lib/product-data-resources.ts'

/** Every /services/<list> route: the list comes from the route's manifest id (services-<list>). */
export default function ResourceListPage() {
  const resource = resourceForRouteId(useRouteId())
  if (!resource) return <FormattedMessage id="productData.unknownList" />
  // key: moving from one list to another starts with that list's own state.
  return <ResourceListView key={resource.id} resource={resource} />
}
