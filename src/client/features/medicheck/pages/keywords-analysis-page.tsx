import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { KeywordsAnalysisView } from '../components/keywords-analysis-view.tsx'

/** /ai-services/medicheck-keywords-analysis: keyword hits per term, source and week, with their trend. */
export default function KeywordsAnalysisPage() {
  return <KeywordsAnalysisView titleId={useRouteTitleId() ?? 'page.medicheckKeywordsAnalysis'} />
}
