// The podcast analyser's HTTP side (issue 39, decision 0096). Registers the source fetcher's job kinds
// (analysis.fetchSource, the recurring analysis.pollFeeds, shared with the medicine check) and the
// audio retention, so every process that serves the API also fetches.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerAudioRetentionJob } from '../../analysis/podcasts/audio-retention-job.ts'
import { registerTranscribeEpisodeJob } from '../../analysis/podcasts/transcribe-episode-job.ts'
import { registerAnalysisRunJob } from '../../analysis/runs/run-job.ts'
import { registerFetchSourceJob } from '../../analysis/sources/fetch-source-job.ts'
import { registerPollFeedsJob } from '../../analysis/sources/poll-feeds-job.ts'
import audioRoutes from './audio.ts'
import episodeRoutes from './episodes.ts'
import podcastExportRoutes from './export.ts'
import keywordRoutes from './keywords.ts'
import podcastRoutes from './podcasts.ts'
import podcastPromptRoutes from './prompts.ts'
import runRoutes from './runs.ts'
import transcriptionRoutes from './transcriptions.ts'

export default async function podcastAnalyserRoutes(app: FastifyInstance, options: { contract: Contract }) {
  registerFetchSourceJob()
  registerPollFeedsJob()
  registerAudioRetentionJob()
  registerTranscribeEpisodeJob()
  // Podcast runs are the engine's runs; registering twice (the medicine check does too) is harmless.
  registerAnalysisRunJob()
  await app.register(podcastRoutes, options)
  await app.register(episodeRoutes, options)
  await app.register(audioRoutes, options)
  await app.register(runRoutes, options)
  await app.register(keywordRoutes, options)
  await app.register(podcastExportRoutes, options)
  await app.register(transcriptionRoutes, options)
  await app.register(podcastPromptRoutes, options)
}
