import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { paths } from '../../../lib/api-types.ts'

export type TransformBody = paths['/api/images/{imageId}/transform']['post']['requestBody']['content']['application/json']
export type OverlayBody = paths['/api/images/{imageId}/overlay']['post']['requestBody']['content']['application/json']
export type InpaintBody = paths['/api/images/{imageId}/inpaint']['post']['requestBody']['content']['application/json']

/** The types and size the server accepts; checked here first so a wrong file is refused at once. */
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const
export const maxUploadBytes = 20 * 1024 * 1024

/** One image's description (the studio's current image). */
export const useImage = (imageId: string | null) =>
  useQuery({
    queryKey: ['images', 'one', imageId],
    enabled: imageId !== null,
    queryFn: async () => unwrap(await apiClient.GET('/api/images/{imageId}', { params: { path: { imageId: imageId! } } })),
  })

/** The image and the images it came from, newest first. */
export const useLineage = (imageId: string | null) =>
  useQuery({
    queryKey: ['images', 'lineage', imageId],
    enabled: imageId !== null,
    queryFn: async () => unwrap(await apiClient.GET('/api/images/{imageId}/lineage', { params: { path: { imageId: imageId! } } })).items,
  })

const useGalleryChange = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['images', 'gallery'] }) })
}

export const useUploadImage = () =>
  useGalleryChange(async (file: File) =>
    // The bytes as the body, as they are (no JSON).
    unwrap(await apiClient.POST('/api/images/upload', { body: file as unknown as string, bodySerializer: (body: unknown) => body as BodyInit, headers: { 'Content-Type': 'application/octet-stream' } })),
  )

export const useTransformImage = () =>
  useGalleryChange(async ({ imageId, body }: { imageId: string; body: TransformBody }) =>
    unwrap(await apiClient.POST('/api/images/{imageId}/transform', { params: { path: { imageId } }, body })),
  )

export const useOverlayImage = () =>
  useGalleryChange(async ({ imageId, body }: { imageId: string; body: OverlayBody }) =>
    unwrap(await apiClient.POST('/api/images/{imageId}/overlay', { params: { path: { imageId } }, body })),
  )

export const useInpaintImage = () =>
  useGalleryChange(async ({ imageId, body }: { imageId: string; body: InpaintBody }) =>
    unwrap(await apiClient.POST('/api/images/{imageId}/inpaint', { params: { path: { imageId } }, body })),
  )
