ALTER TABLE "audit_log" ADD COLUMN "target_tenant" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "repeat_key" text;--> statement-breakpoint
CREATE INDEX "audit_log_target_tenant_idx" ON "audit_log" USING btree ("target_tenant","at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_repeat_key" ON "audit_log" USING btree ("repeat_key");--> statement-breakpoint
CREATE INDEX "signin_failures_pair_idx" ON "signin_failures" USING btree ("email","client_ip","at");