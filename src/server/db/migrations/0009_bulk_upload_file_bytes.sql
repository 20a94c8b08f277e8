-- Bulk-upload jobs keep their file as bytes, not base64 text (a third smaller), say which text
-- encoding a CSV was read in, and are found by age for the retention delete (docs/decisions/0028).
ALTER TABLE "bulk_uploads" ALTER COLUMN "file" SET DATA TYPE bytea USING decode("file", 'base64');--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD COLUMN "encoding" text;--> statement-breakpoint
CREATE INDEX "bulk_uploads_created_idx" ON "bulk_uploads" USING btree ("created_at");
