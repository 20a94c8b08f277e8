ALTER TABLE "analysis_digest_entries" ADD COLUMN "disposition" text DEFAULT 'digest' NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_cases" ADD COLUMN "rule_id" text;--> statement-breakpoint
ALTER TABLE "safety_cases" ADD CONSTRAINT "safety_cases_rule_id_analysis_notification_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."analysis_notification_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_cases_rule_idx" ON "safety_cases" USING btree ("rule_id","created_at");