import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { FaqView } from '../components/faq-view.tsx'

/** /ai-services/ai-generated-faq: the AI-generated FAQ of the tenant's data-pool collections. */
export default function FaqPage() {
  return <FaqView titleId={useRouteTitleId() ?? 'page.aiGeneratedFaq'} />
}
