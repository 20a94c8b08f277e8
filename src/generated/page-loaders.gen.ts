// Generated from manifest/*.yaml (routes, pages) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

import type { ComponentType } from 'react'

/** Each lazily loaded page's import, by its number in route-tree.gen.tsx. */
export const pageLoaders: Readonly<Record<number, () => Promise<{ default: ComponentType }>>> = {
  0: () => import('../client/features/admin/pages/user-registration-page.tsx'),
  1: () => import('../client/features/admin/pages/users-page.tsx'),
  2: () => import('../client/features/admin/pages/audit-log-page.tsx'),
  3: () => import('../client/features/visibility/pages/settings-page.tsx'),
  4: () => import('../client/features/visibility/pages/prompts-page.tsx'),
  5: () => import('../client/features/visibility/pages/analysis-page.tsx'),
  6: () => import('../client/features/assistants/pages/create-assistant-page.tsx'),
  7: () => import('../client/features/ai-admin/pages/assistant-models-page.tsx'),
  8: () => import('../client/features/chat/pages/classic-chat-page.tsx'),
  9: () => import('../client/features/chat/pages/workspace-chat-page.tsx'),
  10: () => import('../client/features/chat-history/pages/chat-history-page.tsx'),
  11: () => import('../client/features/chat-history/pages/chat-history-dynamic-page.tsx'),
  12: () => import('../client/features/tile-history/pages/tile-history-page.tsx'),
  13: () => import('../client/features/prompts/pages/prompt-library-page.tsx'),
  14: () => import('../client/features/prompts/pages/response-optimizations-page.tsx'),
  15: () => import('../client/features/images/pages/image-generator-page.tsx'),
  16: () => import('../client/features/images/pages/image-studio-page.tsx'),
  17: () => import('../client/features/team-activity/pages/team-activity-page.tsx'),
  18: () => import('../client/features/faq/pages/faq-page.tsx'),
  19: () => import('../client/features/medicheck/pages/manage-media-page.tsx'),
  20: () => import('../client/features/medicheck/pages/edit-prompt-page.tsx'),
  21: () => import('../client/features/medicheck/pages/analysis-page.tsx'),
  22: () => import('../client/features/medicheck/pages/keywords-analysis-page.tsx'),
  23: () => import('../client/features/medicheck/pages/safety-inbox-page.tsx'),
  24: () => import('../client/features/podcasts/pages/podcast-analyser-page.tsx'),
  25: () => import('../client/features/podcasts/pages/podcast-analysis-result-page.tsx'),
  26: () => import('../client/features/pubmed/pages/pub-med-chatbot-page.tsx'),
  27: () => import('../client/features/influencing/pages/corporate-influencing-page.tsx'),
  28: () => import('../client/features/campaigns/pages/campaign-library-page.tsx'),
  29: () => import('../client/features/campaigns/pages/campaign-detail-page.tsx'),
  30: () => import('../client/features/knowledge/pages/data-pool-page.tsx'),
  31: () => import('../client/features/voice/pages/voice-setup-page.tsx'),
  32: () => import('../client/features/voice/pages/voice-results-page.tsx'),
  35: () => import('../client/features/settings/pages/user-settings-page.tsx'),
  36: () => import('../client/features/settings/pages/logo-settings-page.tsx'),
  37: () => import('../client/features/services/pages/services-overview-page.tsx'),
  38: () => import('../client/features/product-data/pages/resource-list-page.tsx'),
  39: () => import('../client/features/product-data/pages/product-master-page.tsx'),
  40: () => import('../client/features/product-data/pages/bulk-upload-page.tsx'),
}
