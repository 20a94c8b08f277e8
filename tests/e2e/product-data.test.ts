// The product-data screens on the real server (issue 5, "Done when": listing, filtering, editing and
// an upload with errors that is fixed and committed, in Chromium). Rows are seeded through the API
// as the parent group's writers (reference data, docs/decisions/0020); my-markets is per tenant.
import Papa from 'papaparse'
import type { Download, Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NARROW, newContext, pathname, user, waitForLayout } from './support/browser.ts'
import { text } from './support/messages.ts'
import {
  api,
  createRow,
  csvFile,
  ensureCountries,
  identifiers,
  listRows,
  message,
  paramsOf,
  searchOf,
  tableCells,
  tag,
  waitForColumn,
  withWrongCheckDigit,
  type Row,
} from './support/product-data.ts'

const ADMIN = () => user('ADMIN.PARENT')
const WRITER = () => user('WRITE.PARENT')
const PZNS_TABLE = text('page.services.pzns')
/** Column of the PZN list (pzn, country, name, ...). */
const PZN_COLUMN = 0
const NAME_COLUMN = 2

let countries: Record<'DE' | 'AT' | 'FR', string>
const ids = identifiers()

beforeAll(async () => {
  countries = await ensureCountries(ADMIN().token)
})

/** Uncaught errors of the pages a test opened: none may happen. */
let pageErrors: string[] = []
/** Pages of the running test, closed after it so that contexts do not pile up in the shared browser. */
let pages: Page[] = []
afterEach(async () => {
  const errors = pageErrors
  pageErrors = []
  await Promise.all(pages.map((page) => page.context().close()))
  pages = []
  expect(errors).toEqual([])
})

/** Opens a signed-in page and waits for the layout. */
async function open(
  who: ReturnType<typeof user>,
  path: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  // As openAs() does, with the error listener in place before the app loads.
  const page = await (await newContext({ token: who.token, ...(viewport && { viewport }) })).newPage()
  pages.push(page)
  page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`))
  await page.goto(path)
  await waitForLayout(page)
  return page
}

async function seedPzn(word: string, name: string, extra: Record<string, unknown> = {}): Promise<Row> {
  return createRow(ADMIN().token, 'pzns', {
    pzn: ids.pzn8(),
    country: countries.DE,
    name: `${word} ${name}`,
    marketStatus: 'onMarket',
    ...extra,
  })
}

/** Types into the list's search box and waits until the URL carries it. */
async function searchList(page: Page, query: string): Promise<void> {
  await page.getByRole('searchbox', { name: text('productData.search') }).fill(query)
  await page.waitForURL((url) => paramsOf(url).search === query)
}

describe('a PZN list as a parent-group writer', () => {
  it('lists seeded rows, sorts, searches and filters with the view in the URL, surviving a reload', async () => {
    const word = tag('Sortix')
    const seeded = [
      await seedPzn(word, 'Delta 10 Tabletten', { retailPrice: 12.5 }),
      await seedPzn(word, 'Alpha 5 Kapseln', { retailPrice: 4.95 }),
      await seedPzn(word, 'Charlie 20 Saft', { retailPrice: 8.2, marketStatus: 'outOfTrade' }),
      await seedPzn(word, 'Bravo 50 Gel', { retailPrice: 6 }),
    ]
    const byName = [...seeded].sort((a, b) => String(a.name).localeCompare(String(b.name)))
    const byPzn = [...seeded].sort((a, b) => String(a.pzn).localeCompare(String(b.pzn)))
    const page = await open(WRITER(), '/services/pzns')
    await page.getByRole('heading', { name: PZNS_TABLE }).waitFor()

    await searchList(page, word)
    // Default order: by name, ascending; the table shows each row's country by its name.
    const rows = await waitForColumn(
      page,
      PZNS_TABLE,
      NAME_COLUMN,
      byName.map((row) => String(row.name)),
    )
    expect(rows.map((cells) => cells[PZN_COLUMN])).toEqual(byName.map((row) => row.pzn))
    expect(rows.every((cells) => cells[1] === 'DE · Deutschland')).toBe(true)
    expect(rows.find((cells) => cells[NAME_COLUMN] === `${word} Charlie 20 Saft`)).toContain(
      text('value.marketStatus.outOfTrade'),
    )

    // Sorting by PZN, then the other way round: the server sorts, the URL says how.
    await page.getByRole('button', { name: text('field.pzn'), exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('sort') === 'pzn')
    await waitForColumn(
      page,
      PZNS_TABLE,
      PZN_COLUMN,
      byPzn.map((row) => String(row.pzn)),
    )
    expect(searchOf(page)).toMatchObject({ sort: 'pzn', order: 'asc', search: word })
    await page.getByRole('button', { name: text('field.pzn'), exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('order') === 'desc')
    await waitForColumn(page, PZNS_TABLE, PZN_COLUMN, byPzn.map((row) => String(row.pzn)).reverse())

    // A choice filter (market status) and a range filter (retail price).
    await page.getByRole('combobox', { name: text('field.marketStatus') }).click()
    await page.getByRole('option', { name: text('value.marketStatus.onMarket'), exact: true }).click()
    await page.waitForURL((url) => url.searchParams.has('filter'))
    const onMarket = byPzn.filter((row) => row.marketStatus === 'onMarket').reverse()
    await waitForColumn(
      page,
      PZNS_TABLE,
      PZN_COLUMN,
      onMarket.map((row) => String(row.pzn)),
    )
    await page.getByRole('textbox', { name: text('field.retailPrice') }).fill('5..10')
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes('retailPrice') ?? false)
    const cheap = onMarket.filter((row) => Number(row.retailPrice) >= 5 && Number(row.retailPrice) <= 10)
    expect(cheap.map((row) => row.name)).toEqual([`${word} Bravo 50 Gel`])
    await waitForColumn(
      page,
      PZNS_TABLE,
      PZN_COLUMN,
      cheap.map((row) => String(row.pzn)),
    )
    const view = {
      sort: 'pzn',
      order: 'desc',
      search: word,
      filter: { marketStatus: 'onMarket', retailPrice: '5..10' },
    }
    expect(searchOf(page)).toEqual(view)

    // A reload (or a shared link) shows the same view, with the controls saying so.
    await page.reload()
    await waitForLayout(page)
    await waitForColumn(
      page,
      PZNS_TABLE,
      PZN_COLUMN,
      cheap.map((row) => String(row.pzn)),
    )
    expect(searchOf(page)).toEqual(view)
    expect(await page.getByRole('searchbox', { name: text('productData.search') }).inputValue()).toBe(word)
    expect(await page.getByRole('textbox', { name: text('field.retailPrice') }).inputValue()).toBe('5..10')
    expect(await page.getByRole('combobox', { name: text('field.marketStatus') }).textContent()).toBe(
      text('value.marketStatus.onMarket'),
    )
    const header = page.getByRole('columnheader', { name: text('field.pzn'), exact: true })
    expect(await header.getAttribute('aria-sort')).toBe('descending')

    // Another market status; then a price range nothing falls into: the empty state offers to clear.
    await page.getByRole('combobox', { name: text('field.marketStatus') }).click()
    await page.getByRole('option', { name: text('value.marketStatus.outOfTrade'), exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes('outOfTrade') ?? false)
    await waitForColumn(page, PZNS_TABLE, NAME_COLUMN, [`${word} Charlie 20 Saft`])
    await page.getByRole('textbox', { name: text('field.retailPrice') }).fill('20..')
    await page.getByText(text('productData.empty.filtered')).waitFor()
    expect(searchOf(page)).toMatchObject({ filter: { marketStatus: 'outOfTrade', retailPrice: '20..' } })
    expect(await page.getByRole('table', { name: PZNS_TABLE }).count()).toBe(0)
    await page.getByRole('button', { name: text('productData.clearFilters') }).click()
    await page.waitForURL((url) => !url.searchParams.has('filter') && !url.searchParams.has('search'))
    expect(await page.getByRole('searchbox', { name: text('productData.search') }).inputValue()).toBe('')
    // Back brings the filtered view again: each change of the view is a history entry.
    await page.goBack()
    await page.getByText(text('productData.empty.filtered')).waitFor()
    expect(searchOf(page)).toMatchObject({
      search: word,
      filter: { marketStatus: 'outOfTrade', retailPrice: '20..' },
    })
    expect(await page.getByRole('searchbox', { name: text('productData.search') }).inputValue()).toBe(word)
  })

  it('pages through a longer list, finds a package by its PZN and chooses columns, all kept in the URL', async () => {
    const word = tag('Pagix')
    const seeded = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        seedPzn(word, `Pack ${String(index + 1).padStart(2, '0')}`, {
          activeSubstance: 'Ibuprofen',
          atcCode: 'M01AE01',
        }),
      ),
    )
    const names = seeded.map((row) => String(row.name)).sort()
    const page = await open(WRITER(), `/services/pzns?search=${word}`)
    await waitForColumn(page, PZNS_TABLE, NAME_COLUMN, names)

    await page.getByRole('combobox', { name: text('productData.rowsPerPage') }).click()
    await page.getByRole('option', { name: '10', exact: true }).click()
    await page.waitForURL((url) => paramsOf(url).pageSize === 10)
    await waitForColumn(page, PZNS_TABLE, NAME_COLUMN, names.slice(0, 10))
    await page.getByText(message('productData.displayedRows', { from: 1, to: 10, count: 12 })).waitFor()
    await page.getByRole('button', { name: text('productData.pagination.next') }).click()
    await page.waitForURL((url) => paramsOf(url).page === 2)
    await waitForColumn(page, PZNS_TABLE, NAME_COLUMN, names.slice(10))
    await page.getByText(message('productData.displayedRows', { from: 11, to: 12, count: 12 })).waitFor()

    // Columns: the ATC code shown, the country hidden; the URL keeps the choice, a reload too.
    await page.getByRole('button', { name: text('productData.columns') }).click()
    await page.getByRole('menuitemcheckbox', { name: text('field.atcCode') }).click()
    await page.getByRole('menuitemcheckbox', { name: text('field.country') }).click()
    await page.keyboard.press('Escape')
    await page.waitForURL(
      (url) =>
        Array.isArray(paramsOf(url).columns) && !(paramsOf(url).columns as string[]).includes('country'),
    )
    expect(searchOf(page)).toMatchObject({ search: word, page: 2, pageSize: 10 })
    await page.reload()
    await waitForLayout(page)
    await waitForColumn(page, PZNS_TABLE, 1, names.slice(10))
    const headers = await page
      .getByRole('table', { name: PZNS_TABLE })
      .getByRole('columnheader')
      .allTextContents()
    expect(headers).toContain(text('field.atcCode'))
    expect(headers).not.toContain(text('field.country'))
    expect((await tableCells(page, PZNS_TABLE)).every((cells) => cells.at(-1) === 'M01AE01')).toBe(true)

    // A PZN typed into the search finds its package (digits stay text in the URL).
    const wanted = seeded[4]!
    await searchList(page, String(wanted.pzn))
    await waitForColumn(page, PZNS_TABLE, 0, [String(wanted.pzn)])
    expect(searchOf(page)).toMatchObject({ search: wanted.pzn })
    expect(searchOf(page).page).toBeUndefined()
  })

  it('edits a row: a wrong PZN check digit is named live, a taken PZN is refused, the fixed value is saved and listed', async () => {
    const word = tag('Editix')
    const row = await seedPzn(word, 'Ibudemo 400 mg Tabletten', { retailPrice: 7.95 })
    const taken = await seedPzn(tag('Other'), 'Anderes Produkt')
    const replacement = ids.pzn8()
    const { wrong, expected, actual } = withWrongCheckDigit(replacement)
    const page = await open(WRITER(), `/services/pzns?search=${word}`)
    const saves: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PATCH') saves.push(request.postData() ?? '')
    })
    await waitForColumn(page, PZNS_TABLE, PZN_COLUMN, [String(row.pzn)])

    await page.getByRole('button', { name: String(row.pzn), exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `${row.pzn} · ${row.name}` })
    await dialog.waitFor()
    await page.waitForURL((url) => url.searchParams.get('item') === row.id)
    const pzn = dialog.getByRole('textbox', { name: text('field.pzn'), exact: true })
    await pzn.waitFor()
    expect(await pzn.inputValue()).toBe(row.pzn)

    await pzn.fill(wrong)
    await pzn.blur()
    const checkDigit = message('identifier.checkDigit', { scheme: 'PZN', expected, actual })
    expect(checkDigit).toContain(expected)
    await dialog.getByText(checkDigit, { exact: true }).waitFor()
    expect(await pzn.getAttribute('aria-invalid')).toBe('true')
    // Saving is refused in the browser while the check fails (counted below: one save only).
    await dialog.getByRole('button', { name: text('common.save') }).click()
    await dialog.getByText(checkDigit, { exact: true }).waitFor()

    // A valid PZN another package has: only the server knows, and its answer shows at the field.
    await pzn.fill(String(taken.pzn))
    await dialog.getByText(checkDigit, { exact: true }).waitFor({ state: 'detached' })
    await dialog.getByRole('button', { name: text('common.save') }).click()
    await dialog.getByText(text('apiError.resource.duplicate'), { exact: true }).waitFor()
    expect(await pzn.getAttribute('aria-invalid')).toBe('true')

    await pzn.fill(replacement)
    await dialog
      .getByText(text('apiError.resource.duplicate'), { exact: true })
      .waitFor({ state: 'detached' })
    expect(await pzn.getAttribute('aria-invalid')).toBe('false')
    await dialog
      .getByRole('textbox', { name: text('field.name'), exact: true })
      .fill(`${word} Ibudemo 400 mg Filmtabletten`)
    await dialog.getByRole('button', { name: text('common.save') }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText(text('productData.saved')).waitFor()
    expect(searchOf(page)).toEqual({ search: word })

    const rows = await waitForColumn(page, PZNS_TABLE, PZN_COLUMN, [replacement])
    expect(rows[0]?.[NAME_COLUMN]).toBe(`${word} Ibudemo 400 mg Filmtabletten`)
    const stored = (await api<Row>(ADMIN().token, 'GET', `/api/resources/pzns/${row.id}`)).body
    expect(stored).toMatchObject({ pzn: replacement, name: `${word} Ibudemo 400 mg Filmtabletten` })
    expect(stored.updatedBy).toBe(WRITER().id)
    // Only changed fields were sent: the refused duplicate, then the fix (never the wrong check digit).
    expect(saves.map((body) => JSON.parse(body) as unknown)).toEqual([
      { pzn: taken.pzn },
      { pzn: replacement, name: `${word} Ibudemo 400 mg Filmtabletten` },
    ])
  })

  it('creates a row and deletes it after confirming; a row still in use is kept with the reason', async () => {
    const word = tag('Creatix')
    const anchor = await seedPzn(word, 'Anker 1 Tablette')
    await createRow(ADMIN().token, 'my-markets', { market: `${word} Markt`, pzn: anchor.id, role: 'own' })
    const created = ids.pzn8()
    const page = await open(ADMIN(), `/services/pzns?search=${word}`)
    await waitForColumn(page, PZNS_TABLE, NAME_COLUMN, [`${word} Anker 1 Tablette`])
    const confirm = page.getByRole('dialog', {
      name: message('productData.delete.title', { item: text('resource.pzn') }),
    })

    // A package a market list still uses: the server refuses (409) and the dialog says why.
    await page.getByRole('button', { name: String(anchor.pzn), exact: true }).click()
    const used = page.getByRole('dialog', { name: `${anchor.pzn} · ${anchor.name}` })
    await used.getByRole('button', { name: text('productData.delete.submit') }).click()
    await confirm.getByRole('button', { name: text('productData.delete.submit') }).click()
    await confirm
      .getByRole('alert')
      .filter({ hasText: text('apiError.resource.inUse') })
      .waitFor()
    await confirm.getByRole('button', { name: text('common.cancel') }).click()
    await confirm.waitFor({ state: 'detached' })
    await used.getByRole('button', { name: text('common.cancel') }).click()
    await used.waitFor({ state: 'detached' })
    expect((await api(ADMIN().token, 'GET', `/api/resources/pzns/${anchor.id}`)).status).toBe(200)

    const createLabel = message('productData.createTitle', { item: text('resource.pzn') })
    await page.getByRole('button', { name: createLabel }).click()
    const form = page.getByRole('dialog', { name: createLabel })
    await form.waitFor()
    await form.getByRole('textbox', { name: text('field.pzn'), exact: true }).fill(created)
    await form.getByRole('combobox', { name: text('field.country'), exact: true }).click()
    await form.getByRole('combobox', { name: text('field.country'), exact: true }).fill('DE')
    await page.getByRole('option', { name: 'DE · Deutschland' }).click()
    await form.getByRole('textbox', { name: text('field.name'), exact: true }).fill(`${word} Neu 2 Tabletten`)
    await form.getByRole('button', { name: text('productData.create'), exact: true }).click()
    await form.waitFor({ state: 'detached' })
    await waitForColumn(page, PZNS_TABLE, NAME_COLUMN, [
      `${word} Anker 1 Tablette`,
      `${word} Neu 2 Tabletten`,
    ])
    const stored = (await listRows(ADMIN().token, 'pzns', { search: created })).items
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ pzn: created, country: countries.DE, marketStatus: 'onMarket' })
    const id = stored[0]!.id

    // Delete asks first; cancelling keeps the row.
    await page.getByRole('button', { name: created, exact: true }).click()
    const detail = page.getByRole('dialog', { name: `${created} · ${word} Neu 2 Tabletten` })
    await detail.waitFor()
    await detail.getByRole('button', { name: text('productData.delete.submit') }).click()
    await confirm
      .getByText(
        message('productData.delete.confirm', {
          item: text('resource.pzn'),
          label: `${created} · ${word} Neu 2 Tabletten`,
        }),
      )
      .waitFor()
    await confirm.getByRole('button', { name: text('common.cancel') }).click()
    await confirm.waitFor({ state: 'detached' })
    expect((await api(ADMIN().token, 'GET', `/api/resources/pzns/${id}`)).status).toBe(200)

    await detail.getByRole('button', { name: text('productData.delete.submit') }).click()
    await confirm.getByRole('button', { name: text('productData.delete.submit') }).click()
    await detail.waitFor({ state: 'detached' })
    // Exactly the toast's text: the confirmation ("… wird endgültig gelöscht.") may still be fading out.
    await page.getByText(text('productData.deleted'), { exact: true }).waitFor()
    await waitForColumn(page, PZNS_TABLE, NAME_COLUMN, [`${word} Anker 1 Tablette`])
    expect((await api(ADMIN().token, 'GET', `/api/resources/pzns/${id}`)).status).toBe(404)
  })
})

describe('toasts and the row dialog', () => {
  // A phone: the dialog takes the whole screen and toasts the whole width.
  const PHONE = { width: 390, height: 844 }

  // On a wide screen the md dialog starts right of the stack; on these two a toast covered its buttons.
  it.each([
    ['narrow', NARROW],
    ['phone', PHONE],
  ] as const)(
    'a toast still showing when the next row opens covers none of its buttons (%s)',
    async (_name, viewport) => {
      const word = tag('Toastix')
      const [first, second] = [await seedPzn(word, 'Erste 10 St.'), await seedPzn(word, 'Zweite 20 St.')]
      const page = await open(ADMIN(), `/services/pzns?search=${word}`, viewport)
      await waitForColumn(page, PZNS_TABLE, NAME_COLUMN, [String(first.name), String(second.name)])

      // Save one row: the dialog closes with a toast (5 s); the analyst opens the next row at once.
      await page.getByRole('button', { name: String(first.pzn), exact: true }).click()
      const firstDialog = page.getByRole('dialog', { name: `${first.pzn} · ${first.name}` })
      await firstDialog
        .getByRole('textbox', { name: text('field.name'), exact: true })
        .fill(`${word} Erste 12 St.`)
      await firstDialog.getByRole('button', { name: text('common.save') }).click()
      await firstDialog.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: String(second.pzn), exact: true }).click()
      const dialog = page.getByRole('dialog', { name: `${second.pzn} · ${second.name}` })
      const buttons = [text('productData.delete.submit'), text('common.cancel'), text('common.save')]
      for (const name of buttons) await dialog.getByRole('button', { name, exact: true }).waitFor()

      // While the toast shows (on screen), the point at the centre of each of the dialog's buttons is
      // that button. If this does not happen before the toast hides, the toast covered a button.
      const uncovered = await page
        .waitForFunction(
          ({ dialog, toast, buttons }) => {
            const shown = [...document.querySelectorAll('.notistack-MuiContent')].find((element) =>
              element.textContent?.includes(toast),
            )
            const box = shown?.getBoundingClientRect()
            if (!box || box.top < 0 || box.bottom > window.innerHeight) return false
            return buttons.every((name) => {
              const button = [...dialog.querySelectorAll('button')].find((b) => b.textContent === name)
              const rect = button?.getBoundingClientRect()
              if (!button || !rect) return false
              return button.contains(
                document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2),
              )
            })
          },
          { dialog: await dialog.elementHandle(), toast: text('productData.saved'), buttons },
          { timeout: 2500, polling: 100 },
        )
        .then(
          () => true,
          () => false,
        )
      expect(uncovered).toBe(true)
      // And the button works at once: Delete asks for confirmation.
      await dialog.getByRole('button', { name: text('productData.delete.submit') }).click()
      await page
        .getByRole('dialog', { name: message('productData.delete.title', { item: text('resource.pzn') }) })
        .waitFor()
    },
  )
})

describe('bulk upload of PZNs', () => {
  it('shows rejected rows with reasons, takes the fixed file, commits it, and a repeat changes nothing', async () => {
    const word = tag('Uploadix')
    const fileName = `pzns-${word}.csv`
    const [first, second, third] = [ids.pzn8(), ids.pzn8(), ids.pzn8()]
    const bad = withWrongCheckDigit(third!)
    const header = 'pzn;country.code;name;marketStatus;retailPrice'
    const broken = csvFile(fileName, [
      header,
      `${first};DE;${word} Eins 10 Tabletten;onMarket;4.95`,
      `${bad.wrong};DE;${word} Drei 30 Tabletten;onMarket;9.95`,
      `${second};XX;${word} Zwei 20 Tabletten;onMarket;6.5`,
      `${first};DE;${word} Eins 10 Tabletten;onMarket;4.95`,
    ])
    const fixed = csvFile(fileName, [
      header,
      `${first};DE;${word} Eins 10 Tabletten;onMarket;4.95`,
      `${third};DE;${word} Drei 30 Tabletten;onMarket;9.95`,
      `${second};DE;${word} Zwei 20 Tabletten;onMarket;6.5`,
    ])
    const page = await open(WRITER(), '/services/bulk-upload?resource=pzns')
    expect(await page.getByRole('combobox', { name: text('bulkUpload.resource') }).textContent()).toBe(
      PZNS_TABLE,
    )

    // 1. The broken file: nothing can be committed, every rejected row says why.
    const brokenJob = await check(page, broken, undefined)
    const rejected = await waitForRows(page, text('bulkUpload.rejectedRows'), 3)
    const reasons = Object.fromEntries(rejected.map((cells) => [cells[0], cells[1]]))
    expect(reasons).toEqual({
      '3': `${text('field.pzn')}: ${message('identifier.checkDigit', { scheme: 'PZN', expected: bad.expected, actual: bad.actual })}`,
      '4': `${text('field.country')}: ${text('apiError.reference.notFound')}`,
      // The first occurrence is line 2 (the header is line 1).
      '5': `${text('field.pzn')}: ${message('apiError.upload.duplicateInFile', { line: 2 })}`,
    })
    await page.getByText(message('bulkUpload.fixAndRetry', { rejected: 3 })).waitFor()
    // The downloadable report has every rejected row, its cells and the reason.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text('bulkUpload.downloadReport') }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`pzns-${word}-rejected-rows.csv`)
    const report = Papa.parse<Record<string, string>>((await textOf(download)).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data
    expect(report.map((line) => [line.line, line.pzn, line['country.code']])).toEqual([
      ['3', bad.wrong, 'DE'],
      ['4', second, 'XX'],
      ['5', first, 'DE'],
    ])
    expect(report[0]?.reason).toContain('pzn8.checkDigit')
    expect(report[0]?.reason).toContain(`expected ${bad.expected}`)
    expect(report[1]?.reason).toContain('reference.notFound')
    expect(report[2]?.reason).toContain('upload.duplicateInFile')
    expect(
      await page.getByRole('button', { name: message('bulkUpload.commit', { rows: 1 }) }).isDisabled(),
    ).toBe(true)
    expect(await count(word)).toBe(0)

    // 2. The fixed file, same name: checked clean, committed, listed.
    const fixedJob = await check(page, fixed, brokenJob)
    await page.getByRole('table', { name: text('bulkUpload.preview') }).waitFor()
    expect(await page.getByRole('table', { name: text('bulkUpload.rejectedRows') }).count()).toBe(0)
    const preview = await waitForRows(page, text('bulkUpload.preview'), 3)
    expect(preview.map((cells) => cells[1])).toEqual([
      text('bulkUpload.action.insert'),
      text('bulkUpload.action.insert'),
      text('bulkUpload.action.insert'),
    ])
    await commit(page, 3, message('bulkUpload.committed', { inserted: 3, updated: 0, unchanged: 0 }))
    expect(await count(word)).toBe(3)

    // The history names who uploaded which file into which list, and the result of each attempt.
    const historyTable = page.getByRole('table', { name: text('bulkUpload.history') })
    await historyTable.getByText(text('bulkUpload.status.committed'), { exact: true }).waitFor()
    const history = await waitForRows(page, text('bulkUpload.history'), 2)
    expect(history[0]).toEqual(
      expect.arrayContaining([WRITER().email, PZNS_TABLE, fileName, text('bulkUpload.status.committed')]),
    )
    expect(history[1]).toEqual(
      expect.arrayContaining([WRITER().email, PZNS_TABLE, fileName, text('bulkUpload.status.validated')]),
    )
    expect(history[0]).toContain(
      message('bulkUpload.history.counts', { total: 3, rejected: 0, inserted: 3, updated: 0 }),
    )
    expect(history[1]).toContain(
      message('bulkUpload.history.counts', { total: 4, rejected: 3, inserted: 1, updated: 0 }),
    )
    const jobs = (
      await api<{ items: Array<{ id: string; status: string }> }>(
        WRITER().token,
        'GET',
        '/api/bulk-uploads?resource=pzns&pageSize=10',
      )
    ).body.items
    expect(jobs.slice(0, 2).map((job) => [job.id, job.status])).toEqual([
      [fixedJob, 'committed'],
      [brokenJob, 'validated'],
    ])

    // Uploads are per tenant: a writer of DEMO does not see the parent group's jobs.
    const demo = await open(user('WRITE.DEMO'), '/services/bulk-upload')
    await demo.getByText(text('bulkUpload.history.empty')).waitFor()
    expect(await demo.getByText(fileName).count()).toBe(0)
    expect((await api(user('WRITE.DEMO').token, 'GET', `/api/bulk-uploads/${fixedJob}`)).status).toBe(404)

    const list = await open(WRITER(), `/services/pzns?search=${word}&sort=pzn&order=asc`)
    await waitForColumn(list, PZNS_TABLE, PZN_COLUMN, [first!, second!, third!].sort())
    const before = (await listRows(ADMIN().token, 'pzns', { search: word })).items

    // 3. The same file again: every row unchanged, committing writes nothing.
    await check(page, fixed, fixedJob)
    const again = await waitForRows(page, text('bulkUpload.preview'), 3)
    expect(again.map((cells) => cells[1])).toEqual([
      text('bulkUpload.action.unchanged'),
      text('bulkUpload.action.unchanged'),
      text('bulkUpload.action.unchanged'),
    ])
    await commit(page, 3, message('bulkUpload.committed', { inserted: 0, updated: 0, unchanged: 3 }))
    const after = (await listRows(ADMIN().token, 'pzns', { search: word })).items
    expect(after).toEqual(before)
    await list.reload()
    await waitForLayout(list)
    await waitForColumn(list, PZNS_TABLE, PZN_COLUMN, [first!, second!, third!].sort())
  })
})

/** Chooses `file`, asks for the check and waits for a new job (other than `previous`) to be validated; its id. */
async function check(
  page: Page,
  file: ReturnType<typeof csvFile>,
  previous: string | undefined,
): Promise<string> {
  await page.locator('input[type="file"]').setInputFiles(file)
  await page.getByText(file.name, { exact: true }).first().waitFor()
  await page.getByRole('button', { name: text('bulkUpload.check') }).click()
  await page.waitForURL((url) => {
    const job = url.searchParams.get('job')
    return job !== null && job !== previous
  })
  const job = String(searchOf(page).job)
  const counts = page.getByRole('status').filter({ hasText: text('bulkUpload.count.validRows') })
  await counts.waitFor()
  await page.getByRole('heading', { name: file.name, exact: true }).waitFor()
  // The counts shown are the job's, as the server has them once checked.
  const stored = (await api<Record<string, unknown>>(WRITER().token, 'GET', `/api/bulk-uploads/${job}`)).body
  expect(stored.status).toBe('validated')
  const numbers = (
    ['totalRows', 'validRows', 'rejectedRows', 'inserted', 'updated', 'unchanged'] as const
  ).map((name) => `${text(`bulkUpload.count.${name}`)}${String(stored[name])}`)
  expect(await counts.textContent()).toBe(numbers.join(''))
  return job
}

/** The downloaded file's text (the browser runs as a server, so the file is streamed, not opened). */
async function textOf(download: Download): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function commit(page: Page, rows: number, done: string): Promise<void> {
  const button = page.getByRole('button', { name: message('bulkUpload.commit', { rows }) })
  expect(await button.isEnabled()).toBe(true)
  await button.click()
  await page.getByText(done).waitFor()
}

/** Waits until the table named `name` has `rows` body rows and nothing loads; its cells. */
async function waitForRows(page: Page, name: string, rows: number): Promise<string[][]> {
  await page.waitForFunction(
    ({ name, rows }) => {
      if (document.querySelector('#main-content .MuiLinearProgress-root:not(.MuiLinearProgress-determinate)'))
        return false
      const table = [...document.querySelectorAll('table')].find(
        (candidate) => candidate.getAttribute('aria-label') === name,
      )
      return table?.querySelectorAll('tbody tr').length === rows
    },
    { name, rows },
  )
  return tableCells(page, name)
}

async function count(word: string): Promise<number> {
  return (await listRows(ADMIN().token, 'pzns', { search: word })).total
}

describe('bulk upload column mapping', () => {
  it('maps the file’s own column names, checks again, and remembers the mapping for the next file', async () => {
    const word = tag('Mapix')
    const [one, two, three] = [ids.pzn8(), ids.pzn8(), ids.pzn8()]
    const header = 'PZN;Land;Bezeichnung;Status;Notiz'
    const page = await open(WRITER(), '/services/bulk-upload?resource=pzns')
    const firstJob = await check(
      page,
      csvFile(`${word}-1.csv`, [
        header,
        `${one};DE;${word} Eins;onMarket;x`,
        `${two};DE;${word} Zwei;outOfTrade;y`,
      ]),
      undefined,
    )
    // Only PZN is named like a column: without country and name every row is rejected.
    const mapping = page.getByRole('table', { name: text('bulkUpload.mapping') })
    const chosen = (header: string) =>
      mapping.getByRole('combobox', { name: message('bulkUpload.columnFor', { header }) })
    expect(await chosen('PZN').textContent()).toBe(text('field.pzn'))
    expect(await chosen('Land').textContent()).toBe(text('bulkUpload.ignore'))
    await waitForRows(page, text('bulkUpload.rejectedRows'), 2)

    const pick = async (header: string, option: string) => {
      await chosen(header).click()
      await page.getByRole('option', { name: option, exact: true }).click()
      await page.getByRole('listbox').waitFor({ state: 'detached' })
    }
    await pick('Land', `${text('field.country')} › code`)
    await pick('Bezeichnung', text('field.name'))
    await pick('Status', text('field.marketStatus'))
    await page.getByRole('button', { name: text('bulkUpload.revalidate') }).click()
    await page.waitForURL((url) => paramsOf(url).job !== firstJob)
    const mappedJob = String(searchOf(page).job)
    await page
      .getByRole('status')
      .filter({ hasText: text('bulkUpload.count.validRows') })
      .waitFor()
    const preview = await waitForRows(page, text('bulkUpload.preview'), 2)
    expect(preview.map((cells) => cells.slice(0, 2))).toEqual([
      ['2', text('bulkUpload.action.insert')],
      ['3', text('bulkUpload.action.insert')],
    ])
    await commit(page, 2, message('bulkUpload.committed', { inserted: 2, updated: 0, unchanged: 0 }))
    const stored = (await listRows(WRITER().token, 'pzns', { search: word, sort: 'pzn' })).items
    expect(stored.map((row) => [row.pzn, row.country, row.name, row.marketStatus])).toEqual(
      [
        [one, countries.DE, `${word} Eins`, 'onMarket'],
        [two, countries.DE, `${word} Zwei`, 'outOfTrade'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    )

    // The next file with the same columns starts from the remembered mapping; one row changes.
    const secondJob = await check(
      page,
      csvFile(`${word}-2.csv`, [
        header,
        `${two};DE;${word} Zwei;onMarket;y`,
        `${three};DE;${word} Drei;onMarket;z`,
      ]),
      mappedJob,
    )
    expect([firstJob, mappedJob]).not.toContain(secondJob)
    expect(await chosen('Land').textContent()).toBe(`${text('field.country')} › code`)
    expect(await chosen('Notiz').textContent()).toBe(text('bulkUpload.ignore'))
    await commit(page, 2, message('bulkUpload.committed', { inserted: 1, updated: 1, unchanged: 0 }))
    expect(
      (await listRows(WRITER().token, 'pzns', { search: word })).items.map((row) => row.marketStatus),
    ).toEqual(['onMarket', 'onMarket', 'onMarket'])
  })
})

describe('the product master', () => {
  it('shows one product’s identifiers across countries side by side', async () => {
    const word = tag('MASTER')
    const de = await createRow(ADMIN().token, 'pzns', {
      pzn: ids.pzn8(),
      country: countries.DE,
      name: `${word} Ibudemo 400 mg Tabletten`,
      quantity: 20,
      unit: 'piece',
      retailPrice: 7.95,
      marketStatus: 'onMarket',
    })
    const at = await createRow(ADMIN().token, 'pzns', {
      pzn: ids.pznAt(),
      country: countries.AT,
      name: `${word} Ibudemo 400 mg Filmtabletten`,
      quantity: 20,
      unit: 'piece',
      retailPrice: 8.5,
      marketStatus: 'onMarket',
    })
    const fr = await createRow(ADMIN().token, 'pzns', {
      pzn: ids.cip13(),
      country: countries.FR,
      name: `${word} Ibudémo 400 mg comprimés`,
      quantity: 20,
      unit: 'piece',
      retailPrice: 5.2,
      marketStatus: 'outOfTrade',
    })
    const code = `${word}-400-20`
    await createRow(ADMIN().token, 'product-master', {
      code,
      name: `${word} Ibudemo 400 mg 20 St.`,
      strength: '400 mg',
      packSize: '20',
      pznDe: de.id,
      pznAt: at.id,
      cip13: fr.id,
    })

    const page = await open(user('READ.DEMO'), `/services/product-master?search=${code}`)
    const title = text('page.services.productMaster')
    const rows = await waitForColumn(page, title, 0, [code])
    expect(rows[0]).toEqual(
      expect.arrayContaining([
        `${word} Ibudemo 400 mg 20 St.`,
        '400 mg',
        '20',
        `${de.pzn} · ${de.name}`,
        `${at.pzn} · ${at.name}`,
        `${fr.pzn} · ${fr.name}`,
      ]),
    )

    await page.getByRole('button', { name: code, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `${code} · ${word} Ibudemo 400 mg 20 St.` })
    const identifiers = dialog.getByRole('table', { name: text('productMaster.identifiers') })
    await identifiers.waitFor()
    const headers = await identifiers.getByRole('columnheader').allTextContents()
    expect(headers).toEqual([
      text('productMaster.attribute'),
      text('field.pznDe'),
      text('field.pznAt'),
      text('field.cip13'),
    ])
    const line = async (label: string) => {
      const row = identifiers.getByRole('row', { name: new RegExp(`^${label}`) })
      return row.getByRole('cell').allTextContents()
    }
    // Until a package has loaded the column shows the link's label; then the package's own fields.
    await page.waitForFunction(
      ({ label, expected }) => {
        const rows = [...document.querySelectorAll('[role="dialog"] table tbody tr')]
        const row = rows.find((candidate) => candidate.querySelector('th')?.textContent?.trim() === label)
        return (
          JSON.stringify([...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent?.trim())) ===
          JSON.stringify(expected)
        )
      },
      { label: text('field.name'), expected: [String(de.name), String(at.name), String(fr.name)] },
    )
    expect(await line(text('productMaster.identifier'))).toEqual([
      String(de.pzn),
      String(at.pzn),
      String(fr.pzn),
    ])
    expect(await line(text('field.name'))).toEqual([String(de.name), String(at.name), String(fr.name)])
    expect(await line(text('field.marketStatus'))).toEqual([
      text('value.marketStatus.onMarket'),
      text('value.marketStatus.onMarket'),
      text('value.marketStatus.outOfTrade'),
    ])
    expect((await line(text('field.retailPrice'))).map((cell) => cell.replace(/\s/g, ' '))).toEqual([
      '7,95',
      '8,50',
      '5,20',
    ])
    // A reader gets no form to change the product.
    expect(await dialog.getByRole('button', { name: text('common.save') }).count()).toBe(0)

    // A writer's picker for the Austrian package offers Austrian packages only.
    const product = (await listRows(ADMIN().token, 'product-master', { search: code })).items[0]!
    const editor = await open(WRITER(), `/services/product-master?item=${product.id}`)
    const picker = editor
      .getByRole('dialog')
      .getByRole('combobox', { name: text('field.pznAt'), exact: true })
    await picker.click()
    await picker.fill(word)
    await editor.waitForFunction(
      ({ expected }) =>
        JSON.stringify(
          [...document.querySelectorAll('[role="listbox"] [role="option"]')].map(
            (option) => option.textContent,
          ),
        ) === JSON.stringify(expected),
      { expected: [`${at.pzn} · ${at.name}`] },
    )
  })
})

describe('read-only users and tenants', () => {
  it('a READ user sees no create, upload, save or delete controls', async () => {
    const word = tag('Readix')
    const row = await seedPzn(word, 'Nurlesen 100 ml')
    const page = await open(user('READ.PARENT'), `/services/pzns?search=${word}`)
    await waitForColumn(page, PZNS_TABLE, PZN_COLUMN, [String(row.pzn)])
    expect(
      await page
        .getByRole('button', { name: message('productData.createTitle', { item: text('resource.pzn') }) })
        .count(),
    ).toBe(0)
    expect(await page.getByRole('link', { name: text('productData.uploadFile') }).count()).toBe(0)
    expect(await page.getByRole('button', { name: text('productData.uploadFile') }).count()).toBe(0)

    await page.getByRole('button', { name: String(row.pzn), exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `${row.pzn} · ${row.name}` })
    const pzn = dialog.getByRole('textbox', { name: text('field.pzn'), exact: true })
    await pzn.waitFor()
    expect(await pzn.isDisabled()).toBe(true)
    expect(await dialog.getByRole('button', { name: text('common.save') }).count()).toBe(0)
    expect(await dialog.getByRole('button', { name: text('productData.delete.submit') }).count()).toBe(0)
    await dialog.getByRole('button', { name: text('productData.close') }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(pathname(page)).toBe('/services/pzns')

    await page.goto('/services/bulk-upload')
    await waitForLayout(page)
    await page.getByText(text('bulkUpload.notAllowed')).waitFor()
    expect(await page.getByRole('button', { name: text('bulkUpload.check') }).count()).toBe(0)
  })

  it('names countries in the reader’s language: French for NERES, German for the parent group', async () => {
    const word = tag('Pays')
    const row = await seedPzn(word, 'Langue 20 Tabletten')
    const french = await open(user('READ.NERES'), `/services/pzns?search=${word}`)
    const rows = await waitForColumn(french, text('page.services.pzns', 'fr'), PZN_COLUMN, [String(row.pzn)])
    expect(rows[0]![1]).toBe('DE · Allemagne')
    const german = await open(user('READ.PARENT'), `/services/pzns?search=${word}`)
    expect((await waitForColumn(german, PZNS_TABLE, PZN_COLUMN, [String(row.pzn)]))[0]![1]).toBe(
      'DE · Deutschland',
    )
  })

  it('a WRITE user of the parent group may edit but not delete', async () => {
    const word = tag('Writix')
    const row = await seedPzn(word, 'Schreiben 1 Stück')
    const page = await open(WRITER(), `/services/pzns?search=${word}&item=${row.id}`)
    const dialog = page.getByRole('dialog', { name: `${row.pzn} · ${row.name}` })
    await dialog.getByRole('textbox', { name: text('field.pzn'), exact: true }).waitFor()
    expect(await dialog.getByRole('button', { name: text('common.save') }).count()).toBe(1)
    expect(await dialog.getByRole('button', { name: text('productData.delete.submit') }).count()).toBe(0)
  })

  it('my-markets shows a DEMO user the rows of DEMO only, and reference data is read-only for a tenant', async () => {
    const word = tag('Markt')
    const pzn = await seedPzn(word, 'Wettbewerb 10 Tabletten')
    const demo = await createRow(user('WRITE.DEMO').token, 'my-markets', {
      market: `${word} DEMO Schmerz`,
      pzn: pzn.id,
      role: 'own',
    })
    const bpi = await createRow(user('WRITE.BPI').token, 'my-markets', {
      market: `${word} BPI Schmerz`,
      pzn: pzn.id,
      role: 'competitor',
    })
    const title = text('page.services.myMarkets')

    const page = await open(user('READ.DEMO'), `/services/my-markets?search=${word}`)
    const rows = await waitForColumn(page, title, 0, [`${word} DEMO Schmerz`])
    expect(rows[0]).toEqual(expect.arrayContaining([`${pzn.pzn} · ${pzn.name}`, text('value.role.own')]))
    expect((await api(user('READ.DEMO').token, 'GET', `/api/resources/my-markets/${bpi.id}`)).status).toBe(
      404,
    )
    expect((await api(user('READ.BPI').token, 'GET', `/api/resources/my-markets/${demo.id}`)).status).toBe(
      404,
    )

    // BPI sees its own row only; a DEMO writer may add market rows but not change the shared PZNs.
    const other = await open(user('READ.BPI'), `/services/my-markets?search=${word}`)
    await waitForColumn(other, title, 0, [`${word} BPI Schmerz`])
    const writer = await open(user('WRITE.DEMO'), `/services/my-markets?search=${word}`)
    await waitForColumn(writer, title, 0, [`${word} DEMO Schmerz`])
    await writer
      .getByRole('button', { name: message('productData.createTitle', { item: text('resource.myMarket') }) })
      .waitFor()
    await writer.goto(`/services/pzns?search=${word}`)
    await waitForLayout(writer)
    await waitForColumn(writer, PZNS_TABLE, PZN_COLUMN, [String(pzn.pzn)])
    expect(
      await writer
        .getByRole('button', { name: message('productData.createTitle', { item: text('resource.pzn') }) })
        .count(),
    ).toBe(0)
  })
})
