// The provider layer's admin API (/api/ai-admin/*) as react-query hooks. Every change refreshes the
// providers, models and settings, since deleting a provider also removes its models from the settings.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type AiProvider = components['schemas']['AiAdminProvider']
export type AiProviderChange = components['schemas']['AiAdminProviderChange']
export type AiModel = components['schemas']['AiAdminModel']
export type AiModelChange = components['schemas']['AiAdminModelChange']
export type AiTenantSettings = components['schemas']['AiAdminTenantSettings']
export type AiTenantSettingsChange = components['schemas']['AiAdminTenantSettingsChange']
export type AiCapability = components['schemas']['AiAdminCapability']

export const useAiProviders = (enabled: boolean) =>
  useQuery({
    queryKey: ['ai-admin', 'providers'],
    enabled,
    queryFn: async () => unwrap(await apiClient.GET('/api/ai-admin/providers')).items,
  })

export const useAiModels = () =>
  useQuery({
    queryKey: ['ai-admin', 'models'],
    queryFn: async () => unwrap(await apiClient.GET('/api/ai-admin/models')).items,
  })

export const useAiTenantSettings = (group: string) =>
  useQuery({
    queryKey: ['ai-admin', 'settings', group],
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/ai-admin/tenant-settings/{group}', { params: { path: { group } } })),
  })

function useAiMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ai-admin'] }),
  })
}

export const useSaveProvider = () =>
  useAiMutation(async ({ id, body }: { id: string | null; body: AiProviderChange }) =>
    id
      ? unwrap(
          await apiClient.PATCH('/api/ai-admin/providers/{providerId}', {
            params: { path: { providerId: id } },
            body,
          }),
        )
      : unwrap(
          await apiClient.POST('/api/ai-admin/providers', {
            body: body as components['schemas']['AiAdminProviderCreate'],
          }),
        ),
  )

export const useDeleteProvider = () =>
  useAiMutation(async (id: string) =>
    unwrap(
      await apiClient.DELETE('/api/ai-admin/providers/{providerId}', {
        params: { path: { providerId: id } },
      }),
    ),
  )

/** Where a connection test keeps the models the provider listed (outside 'ai-admin', which every change refetches). */
const listedModelsKey = (providerId: string) => ['ai-provider-listed-models', providerId]

export function useTestProvider() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(
        await apiClient.POST('/api/ai-admin/providers/{providerId}/test', {
          params: { path: { providerId: id } },
        }),
      ),
    onSuccess: (result, id) => {
      if (result.ok) queryClient.setQueryData(listedModelsKey(id), result.models)
    },
  })
}

/** The models the provider's last connection test listed in this session (empty before a test). */
export function useListedModels(providerId: string): readonly string[] {
  return useQueryClient().getQueryData<string[]>(listedModelsKey(providerId)) ?? []
}

export const useSaveModel = () =>
  useAiMutation(async ({ id, body }: { id: string | null; body: AiModelChange }) =>
    id
      ? unwrap(
          await apiClient.PATCH('/api/ai-admin/models/{modelId}', {
            params: { path: { modelId: id } },
            body,
          }),
        )
      : unwrap(
          await apiClient.POST('/api/ai-admin/models', {
            body: body as components['schemas']['AiAdminModelCreate'],
          }),
        ),
  )

export const useDeleteModel = () =>
  useAiMutation(async (id: string) =>
    unwrap(await apiClient.DELETE('/api/ai-admin/models/{modelId}', { params: { path: { modelId: id } } })),
  )

export const useSaveTenantSettings = () =>
  useAiMutation(async ({ group, body }: { group: string; body: AiTenantSettingsChange }) =>
    unwrap(
      await apiClient.PATCH('/api/ai-admin/tenant-settings/{group}', { params: { path: { group } }, body }),
    ),
  )

export type TryTurn = { role: 'user' | 'assistant'; content: string }

/** "Try this model": one more turn of a short chat with a model of the catalogue (the ROOT of PARENT). */
export const useTryModel = () =>
  useMutation({
    mutationFn: async ({ modelId, messages }: { modelId: string; messages: TryTurn[] }) =>
      unwrap(
        await apiClient.POST('/api/ai-admin/models/{modelId}/try', {
          params: { path: { modelId } },
          body: { messages },
        }),
      ),
  })
