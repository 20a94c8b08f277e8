// The PostgreSQL pool drizzle's transactions check clients out of. drizzle-orm (0.x, node-postgres
// session) sends `begin` before its try/finally: when `begin` fails (the connection was lost just
// then), the client is never released. Each such failure kept one of the pool's slots for good, and
// pool.end() waited for it for ever (tests/server/two-instances.pg.test.ts hung at close under load).
// Here, a client's first query after checkout, when it is `begin` and fails, releases the client with
// its error (so the pool destroys it); drizzle then rethrows without touching the client again.
import pg from 'pg'

const armed = Symbol('tessera.beginGuardArmed')
const patched = Symbol('tessera.beginGuardPatched')

type GuardedClient = pg.PoolClient & { [armed]?: boolean; [patched]?: boolean }

const queryText = (first: unknown): string =>
  typeof first === 'string'
    ? first
    : (((first as { text?: unknown } | null)?.text as string | undefined) ?? '')

function arm(client: GuardedClient): void {
  client[armed] = true
  if (client[patched]) return
  client[patched] = true
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = client[armed]
    client[armed] = false
    const result = query(...args)
    if (!first || !/^\s*begin\b/i.test(queryText(args[0])) || !(result instanceof Promise)) return result
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)))
      throw error
    })
  }
}

export class TransactionPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback)
      return super.connect((error, client, done) => {
        if (client) arm(client)
        callback(error, client, done)
      })
    return super.connect().then((client) => {
      arm(client)
      return client
    })
  }
}
