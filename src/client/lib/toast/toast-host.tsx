import Box from '@mui/material/Box'
import { enqueueSnackbar, SnackbarProvider } from 'notistack'
import { useEffect, useState } from 'react'
import { TOASTS } from '../theme/ui-constants.ts'
import { connectToastHost } from './toast-store.ts'
import { useToastClearance } from './use-toast-clearance.ts'

/** notistack's distance of a bottom stack from the viewport's edge. */
const STACK_BOTTOM = 14

/**
 * notistack with the spec's settings: at most 3 toasts, 5000 ms, bottom-left. While an open
 * dialog's buttons are where the stack would be, it sits just above them (use-toast-clearance.ts).
 */
export default function ToastHost() {
  const [host, setHost] = useState<HTMLElement | null>(null)
  const bottom = useToastClearance(host, STACK_BOTTOM)
  useEffect(() => connectToastHost((toast) => enqueueSnackbar(toast.message, { variant: toast.variant })), [])
  return (
    // display: contents: the wrapper draws nothing; it only scopes the stack's offset. The stack moves
    // at once (notistack slides it over 300 ms): sliding up, it would pass over the very buttons it
    // clears and could take a click meant for them.
    <Box ref={setHost} sx={{ display: 'contents', '& .notistack-SnackbarContainer': { bottom: `${bottom}px`, transition: 'none' } }}>
      <SnackbarProvider maxSnack={TOASTS.maxSnack} autoHideDuration={TOASTS.autoHideDuration} anchorOrigin={TOASTS.anchorOrigin} />
    </Box>
  )
}
