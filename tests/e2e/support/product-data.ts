// Helpers of the product-data e2e tests (issue 5): rows seeded through the real API, valid and
// broken identifiers from the shared checks, ICU texts of the app's catalogue, and waits on what a
// list or table shows.
import { randomInt } from 'node:crypto'
import type { Page } from 'playwright-core'
import { createIntl } from 'react-intl'
import de from '../../../src/generated/messages-de.gen.ts'
import {
  generateCip13,
  generatePzn8,
  generatePznAt,
  validatePzn8,
} from '../../../src/shared/identifiers/index.ts'
import { env } from './browser.ts'

export interface ApiAnswer<T = unknown> {
  readonly status: number
  readonly body: T
}

/** One request of the real API as `token`; the body is parsed JSON (or null when empty). */
export async function api<T = unknown>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${env.baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

/** Like api(), but throws with the server's answer unless the status is `expected`. */
export async function apiOk<T = unknown>(
  token: string,
  method: string,
  path: string,
  body: unknown,
  expected: number,
): Promise<T> {
  const answer = await api<T>(token, method, path, body)
  if (answer.status !== expected)
    throw new Error(
      `${method} ${path} answered ${answer.status} (expected ${expected}): ${JSON.stringify(answer.body)}`,
    )
  return answer.body
}

export type Row = Record<string, unknown> & { readonly id: string; readonly updatedAt?: string }

export function createRow(token: string, resource: string, body: Record<string, unknown>): Promise<Row> {
  return apiOk<Row>(token, 'POST', `/api/resources/${resource}`, body, 201)
}

export async function listRows(
  token: string,
  resource: string,
  query: Record<string, string> = {},
): Promise<{ items: Row[]; total: number }> {
  const params = new URLSearchParams({ pageSize: '100', ...query })
  return apiOk(token, 'GET', `/api/resources/${resource}?${params}`, undefined, 200)
}

const COUNTRIES = [
  {
    code: 'DE',
    nameDe: 'Deutschland',
    nameEn: 'Germany',
    nameFr: 'Allemagne',
    identifierScheme: 'pzn8',
    currency: 'EUR',
  },
  {
    code: 'AT',
    nameDe: 'Österreich',
    nameEn: 'Austria',
    nameFr: 'Autriche',
    identifierScheme: 'pznAt',
    currency: 'EUR',
  },
  {
    code: 'FR',
    nameDe: 'Frankreich',
    nameEn: 'France',
    nameFr: 'France',
    identifierScheme: 'cip13Acl13',
    currency: 'EUR',
  },
] as const

/** DE, AT and FR in the countries list (created by a parent-group writer when missing): code -> id. */
export async function ensureCountries(token: string): Promise<Record<'DE' | 'AT' | 'FR', string>> {
  const ids: Record<string, string> = {}
  for (const country of COUNTRIES) {
    const found = (await listRows(token, 'countries', { search: country.code })).items.find(
      (row) => row.code === country.code,
    )
    ids[country.code] = found ? found.id : (await createRow(token, 'countries', { ...country })).id
  }
  return ids as Record<'DE' | 'AT' | 'FR', string>
}

/** Identifiers of this run: valid, distinct, and different from any earlier run's (own seed). */
export function identifiers() {
  const seed = randomInt(1, 1_000_000)
  let next = 0
  return {
    pzn8: () => generatePzn8(next++, seed),
    pznAt: () => generatePznAt(next++, seed),
    cip13: () => generateCip13(next++, seed),
  }
}

/** The same PZN with a wrong check digit, and the digit the check expects. */
export function withWrongCheckDigit(pzn: string): {
  readonly wrong: string
  readonly expected: string
  readonly actual: string
} {
  const expected = pzn.slice(-1)
  const actual = String((Number(expected) + 1) % 10)
  const wrong = `${pzn.slice(0, -1)}${actual}`
  const checked = validatePzn8(wrong)
  if (checked.ok || checked.error.problem !== 'checkDigit')
    throw new Error(`${wrong} should fail the PZN check digit`)
  return { wrong, expected, actual }
}

/** A text of the German catalogue with its ICU arguments (plurals too), as the browser shows it. */
export function message(id: string, values: Record<string, string | number> = {}): string {
  if (de[id] === undefined) throw new Error(`message ${id} is missing from the de catalogue`)
  return intl.formatMessage({ id }, values)
}
const intl = createIntl({ locale: 'de', messages: de })

/** A short unique word for the rows of one test, so search finds only them. */
export function tag(prefix: string): string {
  return `${prefix}${randomInt(100_000, 999_999)}`
}

/** The search params of a URL, parsed as TanStack Router writes them (JSON where it is JSON). */
export function paramsOf(url: URL): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, value] of url.searchParams) {
    try {
      result[key] = JSON.parse(value)
    } catch {
      result[key] = value
    }
  }
  return result
}

/** The search params of the page's URL (see paramsOf). */
export function searchOf(page: Page): Record<string, unknown> {
  return paramsOf(new URL(page.url()))
}

/** Cell texts of every body row of the table named `name`. */
export function tableCells(page: Page, name: string): Promise<string[][]> {
  return page
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent?.trim() ?? '')),
    )
}

/**
 * Waits until the table named `name` shows exactly `expected` in column `column` (0-based), in
 * this order, and no progress bar runs in the main area; then returns every row's cells.
 */
export async function waitForColumn(
  page: Page,
  name: string,
  column: number,
  expected: readonly string[],
): Promise<string[][]> {
  try {
    await page.waitForFunction(
      ({ name, column, expected }) => {
        if (
          document.querySelector(
            '#main-content .MuiLinearProgress-root, [role="dialog"] .MuiLinearProgress-root',
          )
        )
          return false
        const table = [...document.querySelectorAll('table')].find(
          (candidate) => candidate.getAttribute('aria-label') === name,
        )
        if (!table) return false
        const values = [...table.querySelectorAll('tbody tr')].map(
          (row) => row.querySelectorAll('td, th')[column]?.textContent?.trim() ?? '',
        )
        return JSON.stringify(values) === JSON.stringify(expected)
      },
      { name, column, expected },
    )
  } catch (error) {
    const shown = await tableCells(page, name).catch(() => [])
    throw new Error(
      `table "${name}" column ${column} never showed ${JSON.stringify(expected)}; it shows ${JSON.stringify(shown.map((row) => row[column]))}`,
      { cause: error },
    )
  }
  return tableCells(page, name)
}

/** A CSV file as the upload input takes it. */
export function csvFile(name: string, lines: readonly string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`, 'utf8') }
}
