// drizzle-kit: `npx drizzle-kit generate --config src/server/db/drizzle.config.ts` writes a new migration
// after a change to schema.ts. The same SQL runs on PGlite and PostgreSQL.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/resources/tables.ts',
    './src/server/db/ai-tables.ts',
    './src/server/db/tile-tables.ts',
    './src/server/db/faq-tables.ts',
    './src/server/db/prompt-tables.ts',
    './src/server/db/job-tables.ts',
    './src/server/db/chat-lease-tables.ts',
    './src/server/db/budget-tables.ts',
    './src/server/db/analysis-tables.ts',
    './src/server/db/analysis-review-tables.ts',
    './src/server/db/knowledge-profile-tables.ts',
    './src/server/db/visibility-tables.ts',
    './src/server/db/pubmed-tables.ts',
    './src/server/db/campaign-tables.ts',
    './src/server/db/voice-tables.ts',
    './src/server/db/influencing-tables.ts',
    './src/server/db/analysis-chat-tables.ts',
    './src/server/db/podcast-tables.ts',
    './src/server/db/ai-model-prices-tables.ts',
  ],
  out: './src/server/db/migrations',
})
