import { describe, expect, it } from 'vitest'

// The project runs on the Node 24 that npm's `node` package installs into node_modules/.bin. If its
// install script was skipped (npm blocks unapproved scripts), npm scripts silently fall back to the
// machine's Node; this test is what notices.
describe('platform', () => {
  it('runs on Node 24', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(24)
  })
})
