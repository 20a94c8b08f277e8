// One generator request: the prompt the provider receives (the user's words, the style preset's
// phrase, what to avoid), one gateway call per image so each result is stored and reported as soon as
// it arrives, and every image checked to be a real PNG, JPEG or WebP before it is kept.
import { generateImages, ImageCallFailed } from '../ai/gateway.ts'
import { AiRefusal, type AiErrorCode } from '../ai/errors.ts'
import type { Database } from '../db/connect.ts'
import { storeImage, type GalleryImage, type GalleryUser } from './gallery-store.ts'
import { describeImage, exceedsPixelLimit } from './image-bytes.ts'

export const imageSizes = ['1024x1024', '1536x1024', '1024x1536'] as const
export const imageQualities = ['auto', 'low', 'medium', 'high'] as const
/** Presets add a phrase to the prompt (the images endpoints have no common style parameter). */
export const stylePresets = {
  none: '',
  photo: 'Photorealistic photograph, natural light, sharp focus.',
  illustration: 'Clean editorial illustration.',
  flat: 'Flat vector design, simple shapes, limited palette.',
  watercolor: 'Soft watercolour painting.',
  render3d: 'Polished 3D render, studio lighting.',
} as const
export type StylePreset = keyof typeof stylePresets

export interface GeneratorRequest {
  modelId: string
  prompt: string
  negativePrompt?: string
  count: number
  size: (typeof imageSizes)[number]
  quality: (typeof imageQualities)[number]
  style: StylePreset
}

export type GeneratorEvent =
  { type: 'image'; index: number; image: GalleryImage } | { type: 'error'; index: number; code: AiErrorCode }

/** The text the provider receives; the stored prompt stays the user's own words. */
export function providerPrompt(
  request: Pick<GeneratorRequest, 'prompt' | 'negativePrompt' | 'style'>,
): string {
  const parts = [request.prompt.trim(), stylePresets[request.style]]
  const avoid = request.negativePrompt?.trim()
  if (avoid) parts.push(`Avoid: ${avoid}.`)
  return parts.filter(Boolean).join('\n')
}

/** Runs the calls side by side and reports each image (or its error) in the order they finish. */
export async function generateForUser(
  db: Database,
  user: GalleryUser,
  request: GeneratorRequest,
  options: { signal?: AbortSignal; now: () => Date; onEvent: (event: GeneratorEvent) => void },
): Promise<void> {
  const prompt = providerPrompt(request)
  const settings = { size: request.size, quality: request.quality, style: request.style }
  const one = async (index: number) => {
    try {
      const result = await generateImages(
        { db, tenantGroup: user.group, userId: user.id, tool: 'image', signal: options.signal },
        {
          modelId: request.modelId,
          prompt,
          count: 1,
          size: request.size,
          ...(request.quality === 'auto' ? {} : { quality: request.quality }),
        },
      )
      const produced = result.images[0]
      const described = produced ? await describeImage(produced.bytes) : null
      if (!produced || !described || exceedsPixelLimit(described))
        return options.onEvent({ type: 'error', index, code: 'ai.badResponse' })
      const image = await storeImage(
        db,
        {
          tenantGroup: user.group,
          userId: user.id,
          origin: 'generated',
          prompt: request.prompt.trim(),
          negativePrompt: request.negativePrompt?.trim() ?? '',
          settings,
          modelId: request.modelId,
          modelName: result.label,
          ...described,
        },
        produced.bytes,
        options.now(),
      )
      options.onEvent({ type: 'image', index, image })
    } catch (error) {
      if (error instanceof AiRefusal || error instanceof ImageCallFailed)
        return options.onEvent({ type: 'error', index, code: error.code })
      throw error
    }
  }
  await Promise.all(Array.from({ length: request.count }, (_, index) => one(index)))
}
