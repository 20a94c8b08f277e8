import { describe, expect, it } from 'vitest'
import { fuseRankings, rrfK } from './fuse-rankings.ts'

const ids = (fused: { item: string }[]) => fused.map(({ item }) => item)

describe('reciprocal rank fusion', () => {
  it.each([
    ['one list keeps its order', [['a', 'b', 'c']], 3, ['a', 'b', 'c']],
    [
      'an item both lists name rises above items only one names',
      [
        ['a', 'b', 'c'],
        ['x', 'c', 'y'],
      ],
      3,
      ['c', 'a', 'x'],
    ],
    ['equal scores keep the first list first', [['a'], ['x']], 2, ['a', 'x']],
    ['an empty second list changes nothing', [['a', 'b'], []], 5, ['a', 'b']],
    [
      'the limit cuts the fused list (1/61 + 1/63 beats 2/62)',
      [
        ['a', 'b', 'c'],
        ['c', 'b', 'a'],
      ],
      1,
      ['a'],
    ],
  ])('%s', (_case, lists, limit, expected) => {
    expect(ids(fuseRankings(lists, (item) => item, limit))).toEqual(expected)
  })

  it('scores by rank only: 1 / (k + rank) summed over the lists', () => {
    const [first] = fuseRankings([['a'], ['b', 'a']], (item) => item, 1)
    expect(first!.score).toBeCloseTo(1 / (rrfK + 1) + 1 / (rrfK + 2))
  })
})
