// A gallery image as the API shows it: never its bytes, its tenant or its author's id.
import type { GalleryEntry } from '../../images/gallery-store.ts'

export function toImageDto({ image, authorName }: GalleryEntry, callerId: string) {
  return {
    id: image.id,
    visibility: image.visibility,
    origin: image.origin,
    prompt: image.prompt,
    negativePrompt: image.negativePrompt,
    settings: image.settings,
    modelName: image.modelName,
    mediaType: image.mediaType,
    width: image.width,
    height: image.height,
    sizeBytes: image.sizeBytes,
    parentImageId: image.parentImageId,
    mine: image.userId === callerId,
    authorName,
    createdAt: image.createdAt.toISOString(),
  }
}
