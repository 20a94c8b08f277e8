import type { AiCapability } from '../api/ai-admin-api.ts'

export const capabilities: AiCapability[] = [
  'chat',
  'embeddings',
  'images',
  'image-edits',
  'transcription',
  'speech',
]

/** Message keys allow no hyphen: image-edits is imageEdits there. */
export const capabilityLabelId = (capability: AiCapability) =>
  `aiAdmin.capability.${capability === 'image-edits' ? 'imageEdits' : capability}`
