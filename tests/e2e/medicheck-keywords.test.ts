// Medicine-check without any model, in Chromium on a server of its own: a DEMO admin pastes a text on
// "Medien verwalten" and sees its keyword hits marked at once (the deterministic matcher and the
// possible-AE rule need no model); the analysis page says plainly that no model is set up and lists the
// possible AE for review; the keywords analysis counts the hits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addOwnProduct, demoUsers, openAs, type MedicheckWorld } from './support/medicheck.ts'
import { format, text } from './support/messages.ts'
import { startRealServer } from './support/real-server.ts'

const world = { tokens: {}, usernames: {}, contexts: [] } as unknown as MedicheckWorld
const pasted = 'Seit ich Zyrtomax nehme, habe ich einen Hautausschlag am Arm. <b>Fett</b> ist hier nur Text.'

beforeAll(async () => {
  world.server = await startRealServer()
  await demoUsers(world, 'mc-kw', ['ADMIN'])
  await addOwnProduct(world, world.tokens.ADMIN!, 'Zyrtomax')
}, 240_000)

afterAll(async () => {
  for (const context of world.contexts) await context.close().catch(() => {})
  await world.server?.stop()
})

describe('medicine-check without a model', () => {
  it('a DEMO admin pastes a text and sees its keyword hits marked, its markup as text', async () => {
    const page = await openAs(world, 'ADMIN', '/ai-services/manage-medicheck-media')
    await page.getByRole('heading', { level: 1, name: text('page.manageMedicheckMedia') }).waitFor()
    await page.getByRole('tab', { name: text('medicheck.media.section.add') }).click()
    await page.getByRole('textbox', { name: text('medicheck.paste.itemTitle') }).fill('Forum: Ausschlag')
    await page.getByRole('textbox', { name: text('medicheck.paste.text') }).fill(pasted)
    await page.getByRole('button', { name: text('medicheck.paste.submit') }).click()

    const dialog = page.getByRole('dialog', { name: 'Forum: Ausschlag' })
    const body = dialog.getByTestId('medicheck-item-text')
    await body.waitFor()
    await dialog.locator('mark[data-kind~="hit"]', { hasText: 'Zyrtomax' }).waitFor()
    expect(await body.locator('mark').allTextContents()).toEqual(
      expect.arrayContaining(['Zyrtomax', 'Hautausschlag']),
    )
    expect(await body.textContent()).toContain('<b>Fett</b>')
    expect(await body.locator('b').count()).toBe(0)
    // The rule found an own product and an AE term in one sentence: a possible AE for a human to look at.
    await dialog.getByRole('article', { name: text('medicheck.findingType.aePossibleKeywords') }).waitFor()
    await dialog.getByText(text('medicheck.item.noResults')).waitFor()
  })

  it('the analysis page says that no model is set up and lists the possible AE; the keywords analysis counts the hits', async () => {
    const page = await openAs(world, 'ADMIN', '/ai-services/medichek-analysis')
    await page.getByRole('heading', { level: 1, name: text('page.medichekAnalysis') }).waitFor()
    await page.getByTestId('medicheck-no-model').getByText(text('medicheck.run.noModel')).waitFor()
    const finding = page.getByRole('article', { name: text('medicheck.findingType.aePossibleKeywords') })
    await finding.waitFor()
    expect(await finding.textContent()).toContain('Zyrtomax')

    await page.goto('/ai-services/medicheck-keywords-analysis')
    const byTerm = page.getByRole('table', { name: text('medicheck.stats.byTerm') })
    await byTerm.getByRole('button', { name: 'Zyrtomax' }).waitFor()
    const rows = await byTerm.getByRole('row').allTextContents()
    expect(rows.some((row) => row.startsWith('Zyrtomax') && row.endsWith('11'))).toBe(true)
    // An AE term drills down exactly (the keyword filter), with the products each item names.
    await byTerm.getByRole('button', { name: 'Hautausschlag' }).click()
    const drill = page.getByRole('dialog', {
      name: format('medicheck.stats.itemsWith', { term: 'Hautausschlag' }),
    })
    const row = drill.getByTestId('medicheck-item-row')
    await row.getByRole('button', { name: 'Forum: Ausschlag' }).waitFor()
    expect(await row.count()).toBe(1)
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Zyrtomax', '1']))
  })
})
