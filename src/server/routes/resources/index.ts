// One set of routes for every product-data list of manifest/resources.yaml: list (pagination, sort,
// filters, search), read, create, update, delete and export. The manifest's endpoint rules gate the
// role; ./access.ts adds the per-list rules; the database adds tenant scoping.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { listsUsing } from '../../db/resources/references.ts'
import { deleteRow, findRow, insertRow, listRows, updateRow } from '../../db/resources/rows.ts'
import type { ListQuery } from '../../db/resources/list-query.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { actorOf, assertEditable, assertMay, resourceOrNotFound, scopeOf } from './access.ts'
import { checkRow, isForeignKeyViolation, toConflict } from './check-row.ts'
import bulkUploadRoutes from '../bulk-uploads/index.ts'
import { registerExportRoute } from './export.ts'

interface ResourceParams {
  resource: string
}
interface RowParams extends ResourceParams {
  id: string
}
type Body = Record<string, unknown>

/** The product-data lists and their bulk upload (registered here so that app.ts needs one line). */
export default async function resourceRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  await app.register(bulkUploadRoutes, { contract })
  app.get<{ Params: ResourceParams; Querystring: ListQuery & { page: number; pageSize: number } }>(
    '/api/resources/:resource',
    { schema: contract.schemaFor('resources-list') },
    async (request) => {
      const resource = resourceOrNotFound(request.params.resource)
      const { items, total, nextCursor } = await listRows(app.db, resource, request.query, scopeOf(request))
      return { items, total, page: request.query.page, pageSize: request.query.pageSize, nextCursor }
    },
  )

  registerExportRoute(app, contract)

  app.get<{ Params: RowParams }>(
    '/api/resources/:resource/:id',
    { schema: contract.schemaFor('resources-get') },
    async (request) => {
      const resource = resourceOrNotFound(request.params.resource)
      const row = await findRow(app.db, resource, request.params.id, scopeOf(request))
      if (!row) throw notFound(`No ${resource.id} row ${request.params.id}`)
      return row
    },
  )

  app.post<{ Params: ResourceParams; Body: Body }>(
    '/api/resources/:resource',
    { schema: contract.schemaFor('resources-create') },
    async (request, reply) => {
      const resource = resourceOrNotFound(request.params.resource)
      assertMay(request, resource, 'write')
      assertEditable(resource)
      const values = await checkRow(app.db, resource, request.body, {
        mode: 'create',
        tenantGroup: request.user!.group,
      })
      const id = await insertRow(app.db, resource, values, actorOf(request, app.now())).catch(
        (error: unknown) => {
          throw toConflict(resource, error) ?? error
        },
      )
      return reply.status(201).send(await findRow(app.db, resource, id, scopeOf(request)))
    },
  )

  app.patch<{ Params: RowParams; Body: Body }>(
    '/api/resources/:resource/:id',
    { schema: contract.schemaFor('resources-update') },
    async (request) => {
      const resource = resourceOrNotFound(request.params.resource)
      assertMay(request, resource, 'write')
      const stored = await findRow(app.db, resource, request.params.id, scopeOf(request))
      if (!stored) throw notFound(`No ${resource.id} row ${request.params.id}`)
      assertEditable(resource)
      // Rules across fields (identifier and country, requireAnyOf) see the stored row with the change.
      const merged: Body = {}
      for (const field of resource.fields) merged[field.name] = stored[field.name]
      const values = await checkRow(
        app.db,
        resource,
        { ...merged, ...request.body },
        { mode: 'update', tenantGroup: request.user!.group },
      )
      const changed = Object.fromEntries(
        Object.keys(request.body)
          .filter((name) => Object.hasOwn(values, name))
          .map((name) => [name, values[name]!]),
      )
      await updateRow(app.db, resource, stored.id, changed, actorOf(request, app.now())).catch(
        (error: unknown) => {
          throw toConflict(resource, error) ?? error
        },
      )
      return findRow(app.db, resource, stored.id, scopeOf(request))
    },
  )

  app.delete<{ Params: RowParams }>(
    '/api/resources/:resource/:id',
    { schema: contract.schemaFor('resources-delete') },
    async (request, reply) => {
      const resource = resourceOrNotFound(request.params.resource)
      assertMay(request, resource, 'delete')
      if (resource.importOnly) {
        // As for an edit: another tenant's row is not there at all (404), an own row is refused (403).
        if (!(await findRow(app.db, resource, request.params.id, scopeOf(request))))
          throw notFound(`No ${resource.id} row ${request.params.id}`)
        assertEditable(resource)
      }
      const deleted = await deleteRow(app.db, resource, request.params.id, scopeOf(request)).catch(
        async (error: unknown) => {
          if (!isForeignKeyViolation(error)) throw error
          const using = await listsUsing(app.db, resource, request.params.id)
          throw new HttpError(
            409,
            `This ${resource.id} row is still used by ${using.join(', ')}; change or delete those rows first`,
            { code: 'resource.inUse' },
          )
        },
      )
      if (!deleted) throw notFound(`No ${resource.id} row ${request.params.id}`)
      return reply.status(204).send()
    },
  )
}
