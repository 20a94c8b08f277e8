// The mail campaign library's HTTP side (issue 41, decision 0101). Registers the sync (on demand and
// nightly), summary, draft and embedding job kinds, so every process that serves the API also runs them.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerCampaignDraftJob } from '../../campaigns/draft-job.ts'
import { registerCampaignEmbedJob } from '../../campaigns/embed-campaigns.ts'
import { registerCampaignSummaryJob } from '../../campaigns/summary-job.ts'
import { registerCampaignSyncJobs } from '../../campaigns/sync-job.ts'
import campaignRoutes from './campaign.ts'
import connectionRoutes from './connection.ts'
import libraryRoutes from './library.ts'

export default async function campaignLibraryRoutes(app: FastifyInstance, options: { contract: Contract }) {
  registerCampaignSyncJobs()
  registerCampaignSummaryJob()
  registerCampaignDraftJob()
  registerCampaignEmbedJob()
  await app.register(connectionRoutes, options)
  await app.register(libraryRoutes, options)
  await app.register(campaignRoutes, options)
}
