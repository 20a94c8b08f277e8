// An uploaded episode: the transcript file first (POST .../episodes, the bytes as the body), then, if
// chosen, its audio (PUT .../episodes/{id}/audio). Raw bodies, so plain fetch with the session's token.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api/api-error.ts'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'

export interface EpisodeUpload {
  podcastId: string
  title: string
  transcript: File
  audio: File | null
  publishedAt: string | null
}

async function sendBytes(method: 'POST' | 'PUT', url: string, file: File): Promise<unknown> {
  const token = readStorage(STORAGE_KEYS.token)
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  })
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null)
  if (!response.ok) throw new ApiError(response.status, body)
  return body
}

export function useUploadEpisode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (upload: EpisodeUpload) => {
      const query = new URLSearchParams({ filename: upload.transcript.name, title: upload.title })
      if (upload.publishedAt) query.set('publishedAt', upload.publishedAt)
      const created = (await sendBytes(
        'POST',
        `/api/podcasts/${encodeURIComponent(upload.podcastId)}/episodes?${query.toString()}`,
        upload.transcript,
      )) as { id: string }
      if (upload.audio) {
        const audioQuery = new URLSearchParams({ filename: upload.audio.name })
        await sendBytes(
          'PUT',
          `/api/podcasts/episodes/${encodeURIComponent(created.id)}/audio?${audioQuery.toString()}`,
          upload.audio,
        )
      }
      return created
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  })
}
