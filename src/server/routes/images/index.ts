// The image generator's HTTP side (issue 18): models, generation, prompt helper, gallery.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerGalleryRoutes } from './gallery.ts'
import { registerGenerateRoutes } from './generate.ts'

export default async function imageRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  registerGenerateRoutes(app, contract)
  registerGalleryRoutes(app, contract)
}
