import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { PromptEditorView } from '../components/prompt-editor-view.tsx'

/** /ai-services/medichek-edit-prompt: the PV-screening and promo-check prompts, versioned, tried before saving. */
export default function EditPromptPage() {
  return <PromptEditorView titleId={useRouteTitleId() ?? 'page.medichekEditPrompt'} />
}
