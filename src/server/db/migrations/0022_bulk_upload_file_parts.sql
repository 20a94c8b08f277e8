-- A bulk-upload job's file is kept in parts of at most 256 KB, written one statement each, without
-- compression: on PGlite one 10 MB bytea statement stalled every request for seconds
-- (docs/decisions/0051). Files of jobs still waiting move over as one part each.
CREATE TABLE "bulk_upload_file_parts" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"part" "bytea" NOT NULL,
	CONSTRAINT "bulk_upload_file_parts_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
ALTER TABLE "bulk_upload_file_parts" ALTER COLUMN "part" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "bulk_upload_file_parts" ADD CONSTRAINT "bulk_upload_file_parts_job_id_bulk_uploads_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "bulk_upload_file_parts" ("job_id", "seq", "part") SELECT "id", 0, "file" FROM "bulk_uploads" WHERE "file" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_uploads" DROP COLUMN "file";
