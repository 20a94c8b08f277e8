// Named prepared statements for PGlite (decision 0073). PGlite's `query` parses, plans and describes
// every statement afresh (an unnamed statement, six protocol round trips); PostgreSQL keeps a named
// statement's parse tree and, once its generic plan is as good as a custom one, its plan. On the
// answer's path that planning was most of the work: the product lookup 2.5 ms planned, 0.4 ms
// prepared (docs/benchmarks.md, "named prepared statements on PGlite").
//
// A statement text seen a second time becomes a named statement; later runs send only Bind, Execute
// and Sync (one call into the engine) and reuse the row description. PostgreSQL's own plan cache
// decides custom or generic plans (plan_cache_mode auto) and re-plans after DDL. At most
// `maxStatements` are kept; the least recently used is deallocated. Runs inside `transaction()` are
// prepared the same way (an analysis run's batches: a transaction of eight statements per batch).
import { parse, protocol, type PGlite, type Transaction } from '@electric-sql/pglite'

type QueryOptions = Parameters<PGlite['query']>[2]
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number]

interface Statement {
  readonly name: string
  readonly paramTypes: number[]
  /** The RowDescription from Describe, or none for a statement returning no rows. */
  readonly rowDescription: BackendMessage | undefined
}

export interface PreparedStatementsOptions {
  /** Named statements kept at most (the least recently used is deallocated). */
  maxStatements?: number
  /** Statement texts counted at most while waiting for their second run. */
  maxCounted?: number
  /**
   * Longer texts (a bulk insert's thousands of parameters) always take PGlite's own path: their
   * planning is small beside their work, and the texts kept stay small.
   */
  maxTextLength?: number
}

const { serialize } = protocol

/** Replaces `client.query` with one that prepares the statements it runs more than once. */
export function usePreparedStatements(
  client: PGlite,
  { maxStatements = 200, maxCounted = 1_000, maxTextLength = 16_384 }: PreparedStatementsOptions = {},
): void {
  const plain = client.query.bind(client)
  const statements = new Map<string, Statement>()
  const seen = new Set<string>()
  let named = 0

  async function run(
    text: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<unknown> {
    let statement = statements.get(text)
    const messages: BackendMessage[] = []
    if (statement) {
      // Most recently used last: Map keeps insertion order.
      statements.delete(text)
      statements.set(text, statement)
    } else {
      if (statements.size >= maxStatements) {
        await forget(statements.keys().next().value!)
      }
      const name = `tessera_${++named}`
      const described = await client.execProtocolStream(
        Buffer.concat([
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      )
      statement = {
        name,
        paramTypes: parse.parseDescribeStatementResults(described),
        rowDescription: described.find((message) => message.name === 'rowDescription'),
      }
      statements.set(text, statement)
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const type = statement.paramTypes[i]!
      const serializer = options?.serializers?.[type] ?? client.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    if (statement.rowDescription) messages.push(statement.rowDescription)
    messages.push(
      ...(await client.execProtocolStream(
        Buffer.concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      )),
    )
    // As PGlite's own path: the files are synced after a statement outside a transaction, and at its end.
    if (!inTransaction) await client.syncToFs()
    // The caller's parsers over the client's, without copying the client's (PGlite's parseResults
    // spreads both into a new object per statement: hundreds of array types, 0.5 ms per statement).
    if (!options?.parsers) return parse.parseResults(messages, client.parsers, options)[0]
    const parsers = Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0]
  }

  async function forget(text: string): Promise<void> {
    const statement = statements.get(text)
    if (!statement) return
    statements.delete(text)
    await client.execProtocolStream(
      Buffer.concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      { syncToFs: false, throwOnError: false },
    )
  }

  /** A text run for the first time, or one PGlite's own path must take: true. */
  function takesPlainPath(text: string, options: QueryOptions): boolean {
    // COPY to or from a blob, parameter types given by the caller, a long text: PGlite's own path.
    if (options?.blob || options?.paramTypes || text.length > maxTextLength) return true
    if (statements.has(text) || seen.has(text)) return false
    if (seen.size >= maxCounted) seen.clear()
    seen.add(text)
    return true
  }

  /** `run` under PGlite's query lock; a statement that failed is prepared again next time. */
  function runExclusive(
    text: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction = false,
  ): Promise<unknown> {
    return client._runExclusiveQuery(async () => {
      try {
        return await run(text, params, options, inTransaction)
      } catch (error) {
        await forget(text)
        throw error
      }
    })
  }

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (takesPlainPath(text, options)) return plain(text, params, options)
    await (client as unknown as { _checkReady(): Promise<void> })._checkReady()
    try {
      return await client._runExclusiveTransaction(() => runExclusive(text, params, options))
    } catch (error) {
      // A table changed under a kept statement (DDL): PostgreSQL refuses the old row shape once;
      // PGlite's own path answers as an unprepared statement would have.
      if (
        (error as { code?: string }).code === '0A000' &&
        /cached plan must not change result type/.test(String((error as Error).message))
      )
        return plain(text, params, options)
      // As PGlite's own query does: the failing statement travels with its error.
      if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options })
      throw error
    }
  }) as PGlite['query']

  // Inside `transaction()` (drizzle's transactions, the analysis run's batches) the same: PGlite's
  // transaction already holds the transaction lock, so a statement seen before runs prepared under
  // the query lock. A failed statement aborts the transaction as on PGlite's own path; the named
  // statement outlives a rollback (prepared statements are not transactional).
  const transaction = client.transaction.bind(client)
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx)
      tx.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed')
        if (takesPlainPath(text, options)) return txQuery(text, params, options)
        try {
          return await runExclusive(text, params, options, true)
        } catch (error) {
          if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options })
          throw error
        }
      }) as Transaction['query']
      return callback(tx)
    })) as PGlite['transaction']
}
