import type { components, paths } from '../../../lib/api-types.ts'

export type GalleryImage = components['schemas']['GalleryImage']
export type GeneratorEvent = components['schemas']['ImageGeneratorEvent']
export type GenerateBody = paths['/api/images/generate']['post']['requestBody']['content']['application/json']

export const imageSizes = ['1024x1024', '1536x1024', '1024x1536'] as const
export type ImageSize = (typeof imageSizes)[number]
/** Message ids of the sizes, by aspect. */
export const aspectOf: Record<ImageSize, string> = { '1024x1024': 'images.aspect.square', '1536x1024': 'images.aspect.landscape', '1024x1536': 'images.aspect.portrait' }
export const imageQualities = ['auto', 'low', 'medium', 'high'] as const
export type ImageQuality = (typeof imageQualities)[number]
export const stylePresets = ['none', 'photo', 'illustration', 'flat', 'watercolor', 'render3d'] as const
export type StylePreset = (typeof stylePresets)[number]
