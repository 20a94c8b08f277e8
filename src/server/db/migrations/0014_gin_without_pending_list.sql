-- The full-text GIN indexes without a pending list (fastupdate=false). With fastupdate, new entries
-- wait in an unsorted list that every search reads in full until VACUUM merges it; PGlite has no
-- autovacuum, so after indexing documents or writing messages the planner saw the list's size and
-- read every row's tsvector instead (a sequential scan of 100,000 chunks for each question,
-- docs/benchmarks.md "Knowledge"). Inserts now update the index directly.
DROP INDEX "chat_messages_search_idx";--> statement-breakpoint
DROP INDEX "knowledge_chunks_search_idx";--> statement-breakpoint
CREATE INDEX "chat_messages_search_idx" ON "chat_messages" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "knowledge_chunks_search_idx" ON "knowledge_chunks" USING gin ("search_vector") WITH (fastupdate=false);