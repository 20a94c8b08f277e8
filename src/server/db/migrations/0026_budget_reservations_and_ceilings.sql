CREATE TABLE "ai_budget_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"images" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_ai_ceilings" (
	"tenant_group" text PRIMARY KEY NOT NULL,
	"monthly_token_budget" integer,
	"monthly_image_budget" integer,
	"storage_quota_bytes" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_budget_reservations" ADD CONSTRAINT "ai_budget_reservations_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_ai_ceilings" ADD CONSTRAINT "tenant_ai_ceilings_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_budget_reservations_tenant_idx" ON "ai_budget_reservations" USING btree ("tenant_group","expires_at");--> statement-breakpoint
-- Until now the operator's limits and the tenant's own were one value: it becomes the ceiling, so no
-- tenant loses a limit it had and no admin can lift it (decision 0084).
INSERT INTO "tenant_ai_ceilings" ("tenant_group", "monthly_token_budget", "monthly_image_budget", "storage_quota_bytes")
  SELECT "tenant_group", "monthly_token_budget", "monthly_image_budget", "storage_quota_bytes" FROM "tenant_ai_settings";
--> statement-breakpoint
-- Image calls held their images in 'pending' ledger rows (decision 0045); reservations replace them.
-- A pending row left now belongs to a call that will not end: it delivered nothing.
UPDATE "ai_usage" SET "outcome" = 'stopped', "images" = 0, "error_code" = 'ai.stopped' WHERE "outcome" = 'pending';
--> statement-breakpoint
-- A tenant's effective budgets are cached with its resolved models on PGlite (decision 0072).
CREATE TRIGGER "tenant_ai_ceilings_config_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenant_ai_ceilings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_ai_config_changed"();
