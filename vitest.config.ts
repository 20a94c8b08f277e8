import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// One run, three projects: Node-side unit and integration tests, browser components in happy-dom,
// and end-to-end tests that drive Debian's Chromium against the real server.
export default defineConfig({
  test: {
    // At least two files at a time (vitest's default is one fewer than the cores: one on CI's two):
    // a node test file runs its embedded database on its own thread, so one file leaves a core idle.
    // The e2e project runs after the others, one file at a time (fileParallelism: false).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/compiler/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          // *.pg.test.ts need PostgreSQL (DATABASE_URL, see scripts/ci/with-postgres.sh) and are left out on
          // PGlite; *.pglite.test.ts test what only the embedded database has and are left out on PostgreSQL.
          exclude: ['tests/e2e/**', 'node_modules/**', ...(process.env.DATABASE_URL ? ['**/*.pglite.test.ts'] : ['**/*.pg.test.ts'])],
          // One migrated database that each test's own database is a copy of (decision 0059).
          globalSetup: ['tests/support/database-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/client-test-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One real server, one shared Chromium and a production build for the whole run.
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          // Tests a file marks concurrent (the access matrix) run three at a time.
          maxConcurrency: 3,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll's own default (1 s) is shorter than a page's take-over on a busy two-core machine
          // (the session machine test timed out there once); what the page must do is still asserted.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
