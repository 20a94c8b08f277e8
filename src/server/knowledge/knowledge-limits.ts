// What the data pool accepts (spec section 3) and how much a tenant may store.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'

export const allowedExtensions: readonly string[] = [
  'c',
  'cpp',
  'cs',
  'css',
  'doc',
  'docx',
  'go',
  'html',
  'java',
  'js',
  'json',
  'md',
  'pdf',
  'php',
  'pptx',
  'py',
  'rb',
  'sh',
  'tex',
  'ts',
  'txt',
]

export interface TenantStorage {
  readonly usedBytes: number
  readonly quotaBytes: number
}

/**
 * Bytes the tenant's files take and its quota: its AI settings, never above its ceiling (the parent
 * group's, else the server default; decision 0084).
 */
export async function readTenantStorage(
  db: Database,
  tenantGroup: string,
  defaultQuotaBytes: number,
): Promise<TenantStorage> {
  const result = (await db.execute(sql`
    select coalesce((select sum(size_bytes) from knowledge_files where tenant_group = ${tenantGroup}), 0)::float8 as used,
           least((select storage_quota_bytes from tenant_ai_settings where tenant_group = ${tenantGroup}),
                 coalesce((select storage_quota_bytes from tenant_ai_ceilings where tenant_group = ${tenantGroup}), ${defaultQuotaBytes}::float8)) as quota`)) as unknown as {
    rows: { used: number | string; quota: number | string | null }[]
  }
  const row = result.rows[0]!
  return {
    usedBytes: Number(row.used),
    quotaBytes: row.quota === null ? defaultQuotaBytes : Number(row.quota),
  }
}
