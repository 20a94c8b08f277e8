// The one error handler: 4xx messages pass through; 5xx answers carry only an error id, and the
// details go to the log under that id.
import { randomUUID } from 'node:crypto'
import type { FastifyError, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isDatabaseUnavailable } from '../db/connect.ts'
import { fieldError, HttpError, type FieldErrorParams } from '../lib/http-error.ts'

export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError | HttpError | Error, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode === 403 && request.user) await auditRefusal(request, error)
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds))
        if (error.statusCode >= 500) request.log.warn({ code: error.code }, error.message)
        return reply.status(error.statusCode).send({ message: error.message, ...(error.code && { code: error.code }), ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) })
      }
      const fastifyError = error as FastifyError
      if (fastifyError.validation) {
        const fieldErrors = Object.fromEntries(
          fastifyError.validation.map((issue) => {
            const field = (issue.instancePath.replace(/^\//, '').split('/')[0] || (issue.params as { missingProperty?: string; additionalProperty?: string }).missingProperty || (issue.params as { additionalProperty?: string }).additionalProperty || fastifyError.validationContext) ?? 'request'
            return [field, fieldError(`${field}.${issue.keyword}`, `${field} ${issue.message ?? 'is invalid'}`, paramsOf(issue.params))]
          }),
        )
        return reply.status(400).send({ message: error.message, code: 'validation', fieldErrors })
      }
      const status = fastifyError.statusCode ?? 500
      if (status < 500) return reply.status(status).send({ message: error.message, ...(fastifyError.code && { code: fastifyError.code }) })
      const errorId = randomUUID()
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error, errorId }, 'database unavailable')
        return reply.status(503).header('retry-after', '5').send({ message: 'Service temporarily unavailable', errorId })
      }
      request.log.error({ err: error, errorId }, 'request failed')
      return reply.status(500).send({ message: 'Internal Server Error', errorId })
    })
  },
  { name: 'error-handler' },
)

/** Every 403 of a signed-in caller, from the endpoint check or a handler's scoping, is audited. */
async function auditRefusal(request: FastifyRequest, error: HttpError): Promise<void> {
  try {
    await request.server.audit(request, {
      action: 'access.denied',
      target: `${request.method} ${request.routeOptions.url ?? request.url}`,
      result: 'denied',
      detail: { code: error.code ?? 'forbidden', message: error.message, ...(request.routeOptions.config.endpoint && { endpoint: request.routeOptions.config.endpoint.id }) },
    })
  } catch (auditError) {
    request.log.error({ err: auditError }, 'writing the audit entry of a refusal failed')
  }
}

/** The schema check's parameters of an issue (`limit` of maxLength, `allowedValues` of enum...) as field-error params. */
function paramsOf(params: unknown): FieldErrorParams {
  const plain = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number'
  return Object.fromEntries(
    Object.entries((params ?? {}) as Record<string, unknown>).flatMap(([name, value]): [string, string | number][] =>
      plain(value) ? [[name, value]] : Array.isArray(value) && value.every(plain) ? [[name, value.join(', ')]] : [],
    ),
  )
}
