CREATE TABLE "campaign_embeddings" (
	"campaign_id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"model_id" text NOT NULL,
	"dimensions" integer NOT NULL,
	"embedding" real[] NOT NULL,
	"text_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencing_linkedin_apps" (
	"tenant_group" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencing_linkedin_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"user_id" text NOT NULL,
	"ambassador_id" text NOT NULL,
	"member_urn" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"sync_status" text DEFAULT 'idle' NOT NULL,
	"sync_error_code" text,
	"synced_at" timestamp with time zone,
	"synced_count" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencing_linkedin_states" (
	"state" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"user_id" text NOT NULL,
	"code_verifier_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencing_post_ideas" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"created_by" text,
	"source_kind" text NOT NULL,
	"source_id" text,
	"source_label" text DEFAULT '' NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_code" text,
	"text" text DEFAULT '' NOT NULL,
	"model_label" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule_findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promo_findings" jsonb,
	"promo_check_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pubmed_questions" ADD COLUMN "thread_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "embed_text_hash" text GENERATED ALWAYS AS (md5(coalesce(subject, '') || ' ' || coalesce(preview_text, '') || ' ' || left(coalesce(plain_text, ''), 4000))) STORED;--> statement-breakpoint
ALTER TABLE "campaign_embeddings" ADD CONSTRAINT "campaign_embeddings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_embeddings" ADD CONSTRAINT "campaign_embeddings_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_linkedin_apps" ADD CONSTRAINT "influencing_linkedin_apps_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_linkedin_connections" ADD CONSTRAINT "influencing_linkedin_connections_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_linkedin_connections" ADD CONSTRAINT "influencing_linkedin_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_linkedin_connections" ADD CONSTRAINT "influencing_linkedin_connections_ambassador_id_influencing_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."influencing_ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_linkedin_states" ADD CONSTRAINT "influencing_linkedin_states_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_linkedin_states" ADD CONSTRAINT "influencing_linkedin_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_post_ideas" ADD CONSTRAINT "influencing_post_ideas_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_post_ideas" ADD CONSTRAINT "influencing_post_ideas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_embeddings_tenant_model_idx" ON "campaign_embeddings" USING btree ("tenant_group","model_id","dimensions");--> statement-breakpoint
CREATE UNIQUE INDEX "influencing_linkedin_connections_user_key" ON "influencing_linkedin_connections" USING btree ("tenant_group","user_id");--> statement-breakpoint
CREATE INDEX "influencing_post_ideas_tenant_idx" ON "influencing_post_ideas" USING btree ("tenant_group","created_at");--> statement-breakpoint
ALTER TABLE "pubmed_questions" ADD CONSTRAINT "pubmed_questions_thread_id_pubmed_questions_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."pubmed_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pubmed_questions_thread_idx" ON "pubmed_questions" USING btree ("thread_id","created_at");