import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** The tenant's chat model rewrites a short idea into a detailed description. */
export const useImprovePrompt = () =>
  useMutation({ mutationFn: async (idea: string) => unwrap(await apiClient.POST('/api/images/prompt-helper', { body: { idea } })).prompt })
