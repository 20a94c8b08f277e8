// Checks every successful answer against the route's response schema from the contract before it
// is sent; an answer that breaks the contract becomes a 500 (and a log entry) instead of reaching a client.
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import fp from 'fastify-plugin'

export default fp(
  async (app) => {
    const ajv = new Ajv({ allErrors: false, strict: false })
    addFormats.default(ajv)
    const compiled = new WeakMap<object, ValidateFunction>()
    app.addHook('preSerialization', async (request, reply, payload) => {
      const status = reply.statusCode
      if (status >= 300) return payload
      const schema = (request.routeOptions.schema?.response as Record<string, object> | undefined)?.[String(status)]
      if (!schema) return payload
      let validate = compiled.get(schema)
      if (!validate) {
        validate = ajv.compile(schema)
        compiled.set(schema, validate)
      }
      if (!validate(payload)) {
        throw new Error(`Response of ${request.method} ${request.routeOptions.url} (${status}) breaks schema/openapi.yaml: ${ajv.errorsText(validate.errors)}`)
      }
      return payload
    })
  },
  { name: 'response-validation' },
)
