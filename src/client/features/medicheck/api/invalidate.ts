import { useQueryClient } from '@tanstack/react-query'

/** After any change, every medicine-check list is read again (items, hits, findings and the inbox move together). */
export function useInvalidateMedicheck() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['medicheck'] })
}
