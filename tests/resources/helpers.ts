// A test app with the demo catalogue and a signed-in user per role and group, for the product-data suites.
import { generateDemoCatalogue, type DemoCatalogue } from '../../src/shared/catalogue/index.ts'
import { seedDemoCatalogue } from '../../src/server/db/resources/seed-catalogue.ts'
import { bearer, buildApp, type TestApp } from '../server/helpers/build-app.ts'

export const catalogueSize = 120

export interface ResourceTestApp extends TestApp {
  readonly catalogue: DemoCatalogue
  /** Authorization headers of a user of `role` in `group`, created on first use. */
  as(role: string, group: string): Promise<Record<string, string>>
}

export async function buildResourceApp(): Promise<ResourceTestApp> {
  const t = await buildApp()
  await seedDemoCatalogue(t.app.db, { seed: 1, size: catalogueSize })
  const tokens = new Map<string, Record<string, string>>()
  return {
    ...t,
    catalogue: generateDemoCatalogue({ seed: 1, size: catalogueSize }),
    as: async (role, group) => {
      const key = `${role}@${group}`
      if (!tokens.has(key)) {
        const { user, password } = await t.createUser({ role, group })
        tokens.set(key, bearer(await t.signIn(user.email, password)))
      }
      return tokens.get(key)!
    },
  }
}
