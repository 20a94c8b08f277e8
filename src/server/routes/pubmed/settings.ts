// ROOT's NCBI settings: the API key (encrypted, shown as its last four characters) and the contact
// e-mail sent as E-utilities' `email` parameter.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { HttpError } from '../../lib/http-error.ts'
import { readNcbiSettings, saveNcbiSettings, type NcbiSettings } from '../../pubmed/pubmed-settings.ts'

const toDto = (settings: NcbiSettings) => ({
  apiKeyHint: settings.apiKeyHint,
  email: settings.email,
  requestsPerSecond: settings.apiKey ? 10 : 3,
})

export default async function settingsRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get('/api/pubmed/settings', { schema: contract.schemaFor('pubmed-settings-get') }, async () =>
    toDto(await readNcbiSettings(app.db)),
  )

  app.put<{ Body: { apiKey?: string | null; email?: string | null } }>(
    '/api/pubmed/settings',
    { schema: contract.schemaFor('pubmed-settings-update') },
    async (request) => {
      const apiKey =
        typeof request.body.apiKey === 'string' ? request.body.apiKey.trim() : request.body.apiKey
      const email =
        typeof request.body.email === 'string' ? request.body.email.trim() || null : request.body.email
      // NCBI keys are 36 hexadecimal characters today; accept any plain token, refuse spaces and symbols.
      if (typeof apiKey === 'string' && !/^[A-Za-z0-9]{16,100}$/.test(apiKey))
        throw new HttpError(400, 'An NCBI API key is 16 to 100 letters and digits', {
          code: 'pubmed.badApiKey',
        })
      if (typeof email === 'string' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        throw new HttpError(400, 'The contact e-mail is not an address', { code: 'pubmed.badEmail' })
      const saved = await saveNcbiSettings(app.db, { apiKey, email }, app.now())
      // Never the key: only whether it changed.
      await app.audit(request, {
        action: 'pubmed.settings.changed',
        target: 'ncbi',
        result: 'success',
        detail: {
          apiKey: apiKey === undefined ? 'kept' : apiKey === null ? 'removed' : 'set',
          email: saved.email,
        },
      })
      return toDto(saved)
    },
  )
}
