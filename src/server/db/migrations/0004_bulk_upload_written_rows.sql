-- Bulk-upload jobs count the rows their commit has written, beside the rows checked, so the
-- upload page shows the write phase progressing instead of sitting at 100 % (docs/decisions/0021).
ALTER TABLE "bulk_uploads" ADD COLUMN "written_rows" integer DEFAULT 0 NOT NULL;