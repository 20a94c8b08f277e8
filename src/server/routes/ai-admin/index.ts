// The provider layer's admin API (issue 15): providers and models (ROOT of PARENT), tenant AI
// settings (each tenant's admins). The key cipher is set up here, before any route can need it.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { configureKeyCipher } from '../../ai/key-cipher.ts'
import { registerModelRoutes } from './models.ts'
import { registerProviderRoutes } from './providers.ts'
import { registerTenantSettingsRoutes } from './tenant-settings.ts'

export default async function aiAdminRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  configureKeyCipher({ secretsKey: app.config.aiSecretsKey, dataDir: app.config.dataDir })
  registerProviderRoutes(app, contract)
  registerModelRoutes(app, contract)
  registerTenantSettingsRoutes(app, contract)
}
