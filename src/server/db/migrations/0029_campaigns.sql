CREATE TABLE "campaign_connections" (
	"tenant_group" text PRIMARY KEY NOT NULL,
	"api_key_encrypted" text NOT NULL,
	"api_key_hint" text NOT NULL,
	"datacenter" text NOT NULL,
	"account_name" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_status" text DEFAULT 'idle' NOT NULL,
	"sync_error_code" text,
	"synced_at" timestamp with time zone,
	"synced_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"campaign_id" text NOT NULL,
	"created_by" text,
	"brief" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_code" text,
	"subject_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview_text" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"model_label" text,
	"promo_findings" jsonb,
	"promo_check_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"preview_text" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"audience_id" text,
	"audience_name" text,
	"language" text,
	"sent_at" timestamp with time zone,
	"emails_sent" integer,
	"unique_opens" integer,
	"open_rate" real,
	"unique_clicks" integer,
	"click_rate" real,
	"unsubscribes" integer,
	"bounces" integer,
	"html" text DEFAULT '' NOT NULL,
	"plain_text" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text,
	"tags" jsonb,
	"summary_status" text DEFAULT 'idle' NOT NULL,
	"summary_error_code" text,
	"summary_model" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(subject, '') || ' ' || coalesce(preview_text, '') || ' ' || coalesce(plain_text, ''))) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_connections" ADD CONSTRAINT "campaign_connections_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_connections" ADD CONSTRAINT "campaign_connections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_drafts_campaign_idx" ON "campaign_drafts" USING btree ("tenant_group","campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_tenant_source_external" ON "campaigns" USING btree ("tenant_group","source","external_id");--> statement-breakpoint
CREATE INDEX "campaigns_tenant_sent_idx" ON "campaigns" USING btree ("tenant_group","sent_at");--> statement-breakpoint
CREATE INDEX "campaigns_search_idx" ON "campaigns" USING gin ("search");