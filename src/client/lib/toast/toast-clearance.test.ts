import { describe, expect, it } from 'vitest'
import { toastStackBottom, type ScreenBox } from './toast-clearance.ts'

// A 1000 x 800 viewport; the stack bottom-left, 300 px wide, one toast of 60 px; notistack's 14 px from the edge.
const VIEWPORT = 800
const BASE = 14
const stack = { left: 20, right: 320, height: 60 }
const box = (left: number, top: number, right: number, bottom: number): ScreenBox => ({ left, top, right, bottom })

describe('where the toast stack sits', () => {
  it.each([
    ['no dialog is open', [], BASE],
    ['the buttons are right of the stack', [box(400, 740, 950, 790)], BASE],
    ['the buttons are higher up (a small dialog in the middle)', [box(250, 420, 750, 470)], BASE],
    ['a hidden element has no size', [box(0, 0, 0, 0)], BASE],
    ['the buttons of a tall dialog are where the stack is: just above them', [box(50, 716, 950, 768)], 800 - 716],
    ['a phone dialog’s bar along the bottom edge', [box(0, 748, 1000, 800)], 800 - 748],
    // Lifted above the bar, the stack would cover the confirm dialog's buttons: above those, too.
    ['two dialogs, one above the other', [box(50, 716, 950, 768), box(250, 620, 750, 690)], 800 - 620],
  ] as const)('%s', (_case, obstacles, expected) => {
    expect(toastStackBottom(stack, obstacles, VIEWPORT, BASE)).toBe(expected)
  })

  it('stops at the top edge when there is no room above the buttons', () => {
    expect(toastStackBottom({ ...stack, height: 200 }, [box(0, 100, 1000, 800)], VIEWPORT, BASE)).toBe(800 - 200)
  })
})
