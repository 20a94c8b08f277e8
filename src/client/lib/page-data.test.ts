// The data a server-rendered page carries sits in a <script type="application/json"> element: text
// from users (a tile's title) must not be able to end that element or start markup.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS } from './theme/ui-constants.ts'
import { pageDataJson, type PageData } from './page-data.ts'

const page: PageData = {
  user: { id: 'u1', username: 'Ada</script><script>alert(1)</script>', email: 'ada@example.test', role: 'READ', group: 'DEMO', features: [] },
  tiles: [{ id: 't1', title: '<!-- </SCRIPT> \u2028\u2029', description: 'a < b > c & d' } as unknown as PageData['tiles'][number]],
}

describe('the page data element', () => {
  it('holds no < and no line separators, and reads back as the same data', () => {
    const json = pageDataJson(page)
    expect(json).not.toMatch(/[<\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(page)
    // In a document, the element's text is exactly that JSON: one element, nothing after it.
    document.body.innerHTML = `<script type="application/json" id="d">${json}</script><p id="after"></p>`
    expect(document.querySelectorAll('script')).toHaveLength(1)
    expect(JSON.parse(document.getElementById('d')!.textContent!)).toEqual(page)
  })
})

describe('the boot script of index.html', () => {
  it('hides a server page below the width from which the server’s wide layout holds', () => {
    const html = readFileSync('src/client/index.html', 'utf8')
    expect(html).toContain(`innerWidth < ${BREAKPOINTS.lg}`)
  })
})
