// The gallery: list with search, one image's description, its bytes (stored type, no sniffing), a
// PNG or WebP download, share/unshare (author), delete (author; a shared image also the tenant's admins).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Contract } from '../../contract.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import {
  deleteImage,
  findVisibleImage,
  listImages,
  readImageBytes,
  setVisibility,
  type GalleryUser,
} from '../../images/gallery-store.ts'
import type { DownloadFormat } from '../../images/image-bytes.ts'
import { imageAsFormat, variantCache } from '../../images/image-variants.ts'
import { requestWork } from '../../lib/request-time.ts'
import { toImageDto } from './dto.ts'

interface ImageParams {
  imageId: string
}

const isAdmin = (user: GalleryUser) => user.role === 'ROOT' || user.role === 'ADMIN'

/** `<ISO instant>_<id>` of the last image of a page; a malformed one is a 400. */
function readCursor(cursor: string): { createdAt: Date; id: string } {
  const split = cursor.indexOf('_')
  const createdAt = new Date(cursor.slice(0, split))
  if (split < 0 || Number.isNaN(createdAt.getTime()))
    throw new HttpError(400, 'Malformed cursor', { code: 'images.badCursor' })
  return { createdAt, id: cursor.slice(split + 1) }
}

export function registerGalleryRoutes(app: FastifyInstance, contract: Contract) {
  const visibleOr404 = async (request: FastifyRequest, imageId: string) => {
    const entry = await findVisibleImage(app.db, request.user!, imageId)
    if (!entry) throw notFound('No such image')
    return entry
  }
  const bytesOr404 = async (request: FastifyRequest, imageId: string) => {
    const bytes = await readImageBytes(app.db, request.user!.group, imageId)
    if (!bytes) throw notFound('No such image')
    return bytes
  }

  app.get<{
    Querystring: { q?: string; scope?: 'all' | 'mine' | 'shared'; limit?: number; cursor?: string }
  }>('/api/images', { schema: contract.schemaFor('images-list') }, async (request) => {
    const { q, scope = 'all', limit = 40, cursor } = request.query
    const page = await listImages(app.db, request.user!, {
      q,
      scope,
      limit,
      after: cursor ? readCursor(cursor) : undefined,
    })
    const last = page.items.at(-1)?.image
    return {
      items: page.items.map((entry) => toImageDto(entry, request.user!.id)),
      nextCursor: page.hasMore && last ? `${last.createdAt.toISOString()}_${last.id}` : null,
    }
  })

  app.get<{ Params: ImageParams }>(
    '/api/images/:imageId',
    { schema: contract.schemaFor('images-get') },
    async (request) => toImageDto(await visibleOr404(request, request.params.imageId), request.user!.id),
  )

  app.get<{ Params: ImageParams }>(
    '/api/images/:imageId/content',
    { schema: contract.schemaFor('images-content') },
    async (request, reply) => {
      const { image } = await visibleOr404(request, request.params.imageId)
      const bytes = await bytesOr404(request, image.id)
      return reply
        .header('content-type', image.mediaType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(bytes))
    },
  )

  app.get<{ Params: ImageParams; Querystring: { format: DownloadFormat } }>(
    '/api/images/:imageId/download',
    { schema: contract.schemaFor('images-download') },
    async (request, reply) => {
      const { image } = await visibleOr404(request, request.params.imageId)
      const bytes = await imageAsFormat(
        image,
        request.query.format,
        () => readImageBytes(app.db, request.user!.group, image.id),
        requestWork(request),
      )
      if (!bytes) throw notFound('No such image')
      return reply
        .header('content-type', `image/${request.query.format}`)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          attachmentDisposition(`image-${image.id.slice(0, 8)}.${request.query.format}`),
        )
        .send(Buffer.from(bytes))
    },
  )

  app.patch<{ Params: ImageParams; Body: { visibility: 'private' | 'tenant' } }>(
    '/api/images/:imageId',
    { schema: contract.schemaFor('images-update') },
    async (request) => {
      const entry = await visibleOr404(request, request.params.imageId)
      if (entry.image.userId !== request.user!.id)
        throw new HttpError(403, 'Only the author shares an image or makes it private', {
          code: 'images.notAuthor',
        })
      const image = await setVisibility(app.db, entry.image.id, request.body.visibility)
      return toImageDto({ image, authorName: entry.authorName }, request.user!.id)
    },
  )

  app.delete<{ Params: ImageParams }>(
    '/api/images/:imageId',
    { schema: contract.schemaFor('images-delete') },
    async (request, reply) => {
      const { image } = await visibleOr404(request, request.params.imageId)
      const user = request.user!
      if (image.userId !== user.id && !(image.visibility === 'tenant' && isAdmin(user)))
        throw new HttpError(403, 'Only the author or an administrator deletes a shared image', {
          code: 'images.notAuthor',
        })
      await deleteImage(app.db, image.id)
      variantCache.forget(image.id)
      return reply.status(204).send()
    },
  )
}
