import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { toastObstacles } from '../lib/toast/toast-obstacles.ts'
import { DialogActions } from './dialog-actions.tsx'

afterEach(cleanup)

describe('DialogActions', () => {
  it('asks toasts to keep clear of a dialog’s buttons while the dialog is open, and no longer', () => {
    const { rerender } = render(
      <Dialog open>
        <DialogActions>
          <Button>Löschen</Button>
        </DialogActions>
      </Dialog>,
    )
    const bar = screen.getByRole('button', { name: 'Löschen' }).parentElement
    expect(toastObstacles()).toEqual([bar])
    rerender(<Dialog open={false} />)
    expect(toastObstacles()).toEqual([])
  })
})
