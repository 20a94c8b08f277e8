-- A knowledge file's bytes are kept in parts of at most 256 KB, written and read one statement each
-- (src/server/db/byte-parts.ts), without compression: on PGlite one statement holding a whole file
-- stalled every other request for up to seconds (docs/decisions/0056, as 0051 for bulk uploads).
-- Files already stored are cut into such parts here, and their single-value table goes.
CREATE TABLE "knowledge_file_parts" (
	"file_id" text NOT NULL,
	"seq" integer NOT NULL,
	"part" "bytea" NOT NULL,
	CONSTRAINT "knowledge_file_parts_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "knowledge_file_parts" ALTER COLUMN "part" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "knowledge_file_parts" ADD CONSTRAINT "knowledge_file_parts_file_id_knowledge_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "knowledge_file_parts" ("file_id", "seq", "part")
  SELECT b."file_id", p.seq, substring(b."content" FROM p.seq * 262144 + 1 FOR 262144)
  FROM "knowledge_file_blobs" b, generate_series(0, greatest(0, (octet_length(b."content") - 1) / 262144)) AS p(seq);--> statement-breakpoint
DROP TABLE "knowledge_file_blobs" CASCADE;
