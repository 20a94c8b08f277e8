import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/pubmed/settings (ROOT): the NCBI key's last four characters, the e-mail and the rate. */
export function useNcbiSettings(enabled: boolean) {
  return useQuery({
    queryKey: ['pubmed', 'settings'],
    enabled,
    queryFn: async () => unwrap(await apiClient.GET('/api/pubmed/settings')),
  })
}
