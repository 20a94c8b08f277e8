-- Chunk vectors (decision 0039): real[] here, so the migration runs on a PostgreSQL without pgvector;
-- the extension itself is created at start when the database has it, never by a migration.
CREATE TABLE "knowledge_chunk_embeddings" (
	"chunk_id" bigint PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"model_id" text NOT NULL,
	"dimensions" integer NOT NULL,
	"embedding" real[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD COLUMN "vector_model_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD COLUMN "vector_error_code" text;--> statement-breakpoint
ALTER TABLE "knowledge_chunk_embeddings" ADD CONSTRAINT "knowledge_chunk_embeddings_chunk_id_knowledge_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."knowledge_chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunk_embeddings" ADD CONSTRAINT "knowledge_chunk_embeddings_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunk_embeddings" ADD CONSTRAINT "knowledge_chunk_embeddings_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_chunk_embeddings_model_idx" ON "knowledge_chunk_embeddings" USING btree ("tenant_group","model_id","dimensions");