// The image generator's and the studio's HTTP side (issue 18): models, generation, prompt helper,
// gallery, upload, local edits, inpainting, lineage.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerGalleryRoutes } from './gallery.ts'
import { registerGenerateRoutes } from './generate.ts'
import { registerStudioRoutes } from './studio.ts'

export default async function imageRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  registerGenerateRoutes(app, contract)
  registerGalleryRoutes(app, contract)
  registerStudioRoutes(app, contract)
}
