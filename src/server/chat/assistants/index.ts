// The assistants room's interface for the other rooms (decision 0034).
export {
  getAssistantForUser,
  listAssistantsForUser,
  type AssistantView,
  type AssistantUser,
  type SourceMode,
} from './assistant-view.ts'
export { syncFixedAssistants, fixedAssistantDefaults } from './fixed-assistants.ts'
export {
  createAssistant,
  updateAssistant,
  setAssistantStatus,
  deleteAssistant,
  listAssistantVersions,
  loadManagedAssistant,
} from './save-assistant.ts'
export { assistantLimits } from './validate-assistant.ts'
export { offerCollectionToAssistants } from './offer-collection.ts'
