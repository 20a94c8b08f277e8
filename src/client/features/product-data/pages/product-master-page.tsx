import { ProductIdentifiers } from '../components/product-identifiers.tsx'
import { ResourceListView } from '../components/resource-list-view.tsx'
import { resourceById } from '../lib/product-data-resources.ts'

/** /services/product-master: the list, and in each product's detail its identifiers across countries side by side. */
export default function ProductMasterPage() {
  return <ResourceListView resource={resourceById('product-master')} renderDetail={(row) => <ProductIdentifiers product={row} />} />
}
