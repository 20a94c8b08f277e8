import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { AnalysisView } from '../components/analysis-view.tsx'

/** /ai-services/medichek-analysis: findings and items of medicine-check, with review and export. */
export default function AnalysisPage() {
  return <AnalysisView titleId={useRouteTitleId() ?? 'page.medichekAnalysis'} />
}
