// The rework bar's state for a tile run's result (the dashboard's run dialog and tile history): the
// output and its reworked versions, the one shown, and the tenant's enabled rework actions (cached
// under the chat's key, so both ask once). A reworked version comes back as the run, stored.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { AnswerRework } from '../answer-rework-bar.tsx'
import { ApiError } from '../../lib/api/api-error.ts'
import { useApiErrorText } from '../../lib/api/use-api-error-text.ts'
import { listReworkActions, reworkLanguageOf, reworkTileRun, type TileRun } from './tile-api.ts'

/** Undefined while the run is not a finished answer (streaming, failed, no model). */
export function useTileRework(run: TileRun | null, onRun: (run: TileRun) => void): AnswerRework | undefined {
  const intl = useIntl()
  const { formText } = useApiErrorText()
  const language = reworkLanguageOf(intl.locale)
  const finished =
    run !== null && (run.status === 'complete' || run.status === 'stopped') && run.content.trim() !== ''
  const actions = useQuery({
    queryKey: ['response-optimizations', 'enabled', language],
    queryFn: () => listReworkActions(language),
    staleTime: 60_000,
    enabled: finished,
  })
  const [chosen, setChosen] = useState<{ runId: string; index: number } | null>(null)
  const [pending, setPending] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  if (!finished) return undefined
  const versions = [
    { label: null, content: run.content },
    ...(run.reworks ?? []).map((rework) => ({ label: rework.label, content: rework.content })),
  ]
  const index = chosen?.runId === run.id ? Math.min(chosen.index, versions.length - 1) : 0
  const describe = (failure: unknown) => {
    // The gateway's ai.* codes have texts of their own in the catalogue.
    if (failure instanceof ApiError && failure.code?.startsWith('ai.') && failure.code in intl.messages)
      return intl.formatMessage({ id: failure.code })
    return (
      formText(failure) ??
      intl.formatMessage(
        { id: 'apiError.unknown' },
        { status: failure instanceof ApiError ? failure.status : 0 },
      )
    )
  }
  return {
    versions,
    index,
    onSelect: (next) => setChosen({ runId: run.id, index: next }),
    actions: actions.data?.items ?? [],
    unavailable: actions.data?.unavailable ?? null,
    pending,
    error,
    onRework: (action) => {
      setPending(action.label)
      setError(null)
      reworkTileRun(run.id, action.id, language)
        .then((updated) => {
          onRun(updated)
          setChosen({ runId: updated.id, index: updated.reworks.length })
        })
        .catch((failure: unknown) => setError(describe(failure)))
        .finally(() => setPending(null))
    },
  }
}
