import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { ManageMediaView } from '../components/manage-media-view.tsx'

/** /ai-services/manage-medicheck-media: sources, uploads, pasted texts, items and keyword lists. */
export default function ManageMediaPage() {
  return <ManageMediaView titleId={useRouteTitleId() ?? 'page.manageMedicheckMedia'} />
}
