// The studio: upload an image (PNG, JPEG, WebP; size and type checked), crop/resize/convert one
// locally, put text and the tenant's logo on it, inpaint one through the gateway (/images/edits with a mask), and read an image's lineage.
// Every result is a new private image that remembers the image it came from.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Contract } from '../../contract.ts'
import { AiRefusal, generateImages, ImageCallFailed } from '../../ai/gateway.ts'
import {
  checkUploadedImage,
  maxImageUploadBytes,
  transformImage,
  type Transform,
} from '../../images/edit-image.ts'
import { findVisibleImage, readImageBytes, readLineage, storeImage } from '../../images/gallery-store.ts'
import { convertImage, describeImage, exceedsPixelLimit } from '../../images/image-bytes.ts'
import { overlayImage, type Overlay } from '../../images/overlay-image.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { requestWork } from '../../lib/request-time.ts'
import { toImageDto } from './dto.ts'

interface ImageParams {
  imageId: string
}

export function registerStudioRoutes(app: FastifyInstance, contract: Contract) {
  app.addContentTypeParser(
    ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: maxImageUploadBytes + 1 },
    (_request, body, done) => done(null, body),
  )

  const sourceOr404 = async (request: FastifyRequest, imageId: string) => {
    const entry = await findVisibleImage(app.db, request.user!, imageId)
    const bytes = entry ? await readImageBytes(app.db, request.user!.group, imageId) : null
    if (!entry || !bytes) throw notFound('No such image')
    return { ...entry, bytes }
  }

  app.post<{ Body: Buffer }>(
    '/api/images/upload',
    {
      schema: contract.schemaFor('images-upload'),
      bodyLimit: maxImageUploadBytes + 1,
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > maxImageUploadBytes)
          throw new HttpError(413, `The image is larger than ${maxImageUploadBytes} bytes`, {
            code: 'images.tooLarge',
          })
      },
    },
    async (request, reply) => {
      const user = request.user!
      const bytes = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array()
      const described = await checkUploadedImage(bytes)
      const image = await storeImage(
        app.db,
        {
          tenantGroup: user.group,
          userId: user.id,
          origin: 'uploaded',
          prompt: '',
          negativePrompt: '',
          settings: {},
          modelId: null,
          modelName: null,
          ...described,
        },
        bytes,
        app.now(),
      )
      return reply.status(201).send(toImageDto({ image, authorName: user.username }, user.id))
    },
  )

  app.post<{ Params: ImageParams; Body: Transform }>(
    '/api/images/:imageId/transform',
    { schema: contract.schemaFor('images-transform') },
    async (request, reply) => {
      const user = request.user!
      const source = await sourceOr404(request, request.params.imageId)
      if (!request.body.crop && !request.body.resize && !request.body.format)
        throw new HttpError(400, 'Name a crop, a size or a format', { code: 'images.noChange' })
      const result = await transformImage(source.bytes, source.image, request.body, requestWork(request))
      const operations = (['crop', 'resize', 'format'] as const).filter(
        (key) => request.body[key] !== undefined,
      )
      const image = await storeImage(
        app.db,
        {
          tenantGroup: user.group,
          userId: user.id,
          origin: 'edited',
          prompt: source.image.prompt,
          negativePrompt: '',
          settings: { operation: operations.join('+') },
          modelId: null,
          modelName: null,
          mediaType: result.mediaType,
          width: result.width,
          height: result.height,
          parentImageId: source.image.id,
        },
        result.bytes,
        app.now(),
      )
      return reply.status(201).send(toImageDto({ image, authorName: user.username }, user.id))
    },
  )

  app.post<{ Params: ImageParams; Body: Overlay }>(
    '/api/images/:imageId/overlay',
    { schema: contract.schemaFor('images-overlay') },
    async (request, reply) => {
      const user = request.user!
      const source = await sourceOr404(request, request.params.imageId)
      if (!request.body.text?.trim() && !request.body.logoCorner)
        throw new HttpError(400, 'Name a text or a logo corner', { code: 'images.noChange' })
      const result = await overlayImage(
        source.bytes,
        source.image,
        user.group,
        request.body,
        requestWork(request),
      )
      const image = await storeImage(
        app.db,
        {
          tenantGroup: user.group,
          userId: user.id,
          origin: 'edited',
          prompt: source.image.prompt,
          negativePrompt: '',
          settings: { operation: 'overlay' },
          modelId: null,
          modelName: null,
          mediaType: result.mediaType,
          width: result.width,
          height: result.height,
          parentImageId: source.image.id,
        },
        result.bytes,
        app.now(),
      )
      return reply.status(201).send(toImageDto({ image, authorName: user.username }, user.id))
    },
  )

  app.post<{ Params: ImageParams; Body: { modelId: string; prompt: string; mask?: string } }>(
    '/api/images/:imageId/inpaint',
    { schema: contract.schemaFor('images-inpaint'), bodyLimit: 8 * 1024 * 1024 },
    async (request, reply) => {
      const user = request.user!
      const source = await sourceOr404(request, request.params.imageId)
      // Without a mask the whole image is reworked along the description: a variation.
      const mask =
        request.body.mask === undefined ? undefined : new Uint8Array(Buffer.from(request.body.mask, 'base64'))
      if (mask) {
        const maskShape = await describeImage(mask)
        if (
          !maskShape ||
          maskShape.mediaType !== 'image/png' ||
          maskShape.width !== source.image.width ||
          maskShape.height !== source.image.height
        ) {
          throw new HttpError(400, 'The mask must be a PNG of the image size', { code: 'images.maskInvalid' })
        }
      }
      try {
        const result = await generateImages(
          {
            db: app.db,
            tenantGroup: user.group,
            userId: user.id,
            tool: 'image-edit',
            signal: requestWork(request).signal,
          },
          {
            modelId: request.body.modelId,
            prompt: request.body.prompt,
            count: 1,
            edit: {
              image: await convertImage(source.bytes, source.image, 'png', requestWork(request)),
              ...(mask ? { mask } : {}),
            },
          },
        )
        const produced = result.images[0]
        const described = produced ? await describeImage(produced.bytes) : null
        if (!produced || !described || exceedsPixelLimit(described))
          throw new HttpError(409, 'The provider sent no readable image', { code: 'ai.badResponse' })
        const image = await storeImage(
          app.db,
          {
            tenantGroup: user.group,
            userId: user.id,
            origin: 'edited',
            prompt: request.body.prompt,
            negativePrompt: '',
            settings: { operation: mask ? 'inpaint' : 'variation' },
            modelId: request.body.modelId,
            modelName: result.label,
            ...described,
            parentImageId: source.image.id,
          },
          produced.bytes,
          app.now(),
        )
        return reply.status(201).send(toImageDto({ image, authorName: user.username }, user.id))
      } catch (error) {
        if (error instanceof AiRefusal)
          throw new HttpError(error.code === 'ai.modelNotAllowed' ? 403 : 409, error.code, {
            code: error.code,
          })
        if (error instanceof ImageCallFailed) throw new HttpError(409, error.code, { code: error.code })
        throw error
      }
    },
  )

  app.get<{ Params: ImageParams }>(
    '/api/images/:imageId/lineage',
    { schema: contract.schemaFor('images-lineage') },
    async (request) => {
      const chain = await readLineage(app.db, request.user!, request.params.imageId)
      if (chain.length === 0) throw notFound('No such image')
      return { items: chain.map((entry) => toImageDto(entry, request.user!.id)) }
    },
  )
}
