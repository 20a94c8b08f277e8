CREATE TABLE "list_row_counts" (
	"list" text NOT NULL,
	"tenant_group" text NOT NULL,
	"rows" bigint NOT NULL,
	"writes" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_row_counts_list_idx" ON "list_row_counts" USING btree ("list","tenant_group");