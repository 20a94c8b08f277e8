import MuiDialogActions, { type DialogActionsProps } from '@mui/material/DialogActions'
import { useCallback } from 'react'
import { keepClearOfToasts } from '../lib/toast/toast-obstacles.ts'

/**
 * MUI's DialogActions, kept clear of toasts: while it is on screen, a toast that would cover it
 * (bottom-left, e.g. "Saved" of the dialog before, or any dialog on a phone) shows just above it.
 * Every dialog uses this one (ESLint refuses the MUI import elsewhere).
 */
export function DialogActions(props: DialogActionsProps) {
  const register = useCallback((element: HTMLDivElement | null) => (element ? keepClearOfToasts(element) : undefined), [])
  return <MuiDialogActions ref={register} {...props} />
}
