// Stand-in for the extract room's lookupProducts (src/server/knowledge/product-lookup.ts, not on
// main yet), with its signature. It finds nothing until that lands: the chat must not guess at
// product records itself, and every caller already handles an empty list.
import type { Database } from '../../db/connect.ts'
import type { SessionUser } from '../../db/sessions.ts'

export interface ProductHit {
  readonly resource: string
  readonly id: string
  readonly title: string
  readonly fields: readonly { label: string; value: string }[]
  readonly href: string
}

export async function lookupProducts(_db: Database, _user: SessionUser, _question: string): Promise<ProductHit[]> {
  return []
}
