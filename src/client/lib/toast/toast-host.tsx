import { enqueueSnackbar, SnackbarProvider } from 'notistack'
import { useEffect } from 'react'
import { TOASTS } from '../theme/ui-constants.ts'
import { connectToastHost } from './toast-store.ts'

/** notistack with the spec's settings: at most 3 toasts, 5000 ms, bottom-left. */
export default function ToastHost() {
  useEffect(() => connectToastHost((toast) => enqueueSnackbar(toast.message, { variant: toast.variant })), [])
  return <SnackbarProvider maxSnack={TOASTS.maxSnack} autoHideDuration={TOASTS.autoHideDuration} anchorOrigin={TOASTS.anchorOrigin} />
}
