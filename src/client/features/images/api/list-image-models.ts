import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** The image models the tenant may use, and whether the description helper has a chat model. */
export const useImageModels = () => useQuery({ queryKey: ['images', 'models'], queryFn: async () => unwrap(await apiClient.GET('/api/images/models')) })
