import { describe, expect, it } from 'vitest'
import { createUserSpace, describeAudience, describeFeatureSets, userKey } from './audience.ts'

const space = createUserSpace(
  ['PARENT', 'BPI', 'NERES'],
  ['ROOT', 'ADMIN', 'WRITE', 'READ'],
  ['expertMode', 'betaTools'],
)
const users = (filter: (u: { group: string; role: string; features: readonly string[] }) => boolean) =>
  space.users.filter(filter)

describe('createUserSpace', () => {
  it('has every group x level x subset of features, the empty subset first', () => {
    expect(space.featureSets).toEqual([[], ['expertMode'], ['betaTools'], ['expertMode', 'betaTools']])
    expect(space.users).toHaveLength(3 * 4 * 4)
    expect(new Set(space.users.map(userKey)).size).toBe(space.users.length)
  })
})

describe('describeFeatureSets', () => {
  it.each([
    [[[], ['expertMode'], ['betaTools'], ['expertMode', 'betaTools']], ''],
    [[['expertMode'], ['expertMode', 'betaTools']], 'with expertMode'],
    [[['expertMode'], ['betaTools'], ['expertMode', 'betaTools']], 'with expertMode or betaTools'],
    [[['expertMode', 'betaTools']], 'with expertMode + betaTools'],
    [[[], ['betaTools']], 'without expertMode'],
    [[[]], 'without expertMode or betaTools'],
  ])('%j reads "%s"', (sets, words) => {
    expect(describeFeatureSets(sets, space)).toBe(words)
  })
})

describe('describeAudience', () => {
  it('names levels of a group, and groups whose levels read the same together', () => {
    const readers = users((u) => u.role === 'READ' && u.group !== 'PARENT')
    expect(describeAudience(readers, space)).toEqual(['READ users of BPI and NERES'])
  })

  it('says all users, and every group', () => {
    expect(describeAudience(space.users, space)).toEqual(['all users of every group'])
    expect(
      describeAudience(
        users((u) => u.group === 'BPI'),
        space,
      ),
    ).toEqual(['all users of BPI'])
  })

  it('adds the features a part of the audience needs', () => {
    const audience = users(
      (u) =>
        u.group === 'NERES' &&
        ((u.role === 'ADMIN' && u.features.includes('expertMode')) || u.role === 'ROOT'),
    )
    expect(describeAudience(audience, space)).toEqual([
      'ROOT users of NERES',
      'ADMIN users of NERES with expertMode',
    ])
  })

  it('describes nobody as no phrase at all', () => {
    expect(describeAudience([], space)).toEqual([])
  })
})
