CREATE TABLE "visibility_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"project_id" text NOT NULL,
	"tenant_group" text NOT NULL,
	"prompt_id" text NOT NULL,
	"market" text NOT NULL,
	"topic" text NOT NULL,
	"category" text NOT NULL,
	"branded" boolean NOT NULL,
	"model_id" text NOT NULL,
	"model_label" text NOT NULL,
	"sample" integer NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"text" text DEFAULT '' NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tokens_in" integer DEFAULT 0 NOT NULL,
	"tokens_out" integer DEFAULT 0 NOT NULL,
	"cost" numeric,
	"brand_mentioned" boolean DEFAULT false NOT NULL,
	"brand_position" integer,
	"entities_mentioned" integer DEFAULT 0 NOT NULL,
	"cite_own" integer DEFAULT 0 NOT NULL,
	"cite_competitor" integer DEFAULT 0 NOT NULL,
	"cite_health_portal" integer DEFAULT 0 NOT NULL,
	"cite_retailer" integer DEFAULT 0 NOT NULL,
	"cite_other" integer DEFAULT 0 NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visibility_mentions" (
	"answer_id" text NOT NULL,
	"entity" text NOT NULL,
	"kind" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"matched" text NOT NULL,
	"list_position" integer
);
--> statement-breakpoint
CREATE TABLE "visibility_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"name" text NOT NULL,
	"client_group" text,
	"brand" text NOT NULL,
	"brand_aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"own_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"competitors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"markets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cadence" text DEFAULT 'manual' NOT NULL,
	"samples" integer DEFAULT 3 NOT NULL,
	"approved_collection_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visibility_prompts" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"tenant_group" text NOT NULL,
	"text" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"market" text NOT NULL,
	"language" text NOT NULL,
	"branded" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visibility_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"tenant_group" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"job_id" integer,
	"answers_total" integer NOT NULL,
	"answers_done" integer DEFAULT 0 NOT NULL,
	"answers_failed" integer DEFAULT 0 NOT NULL,
	"verdicts_done" integer DEFAULT 0 NOT NULL,
	"tokens_used" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visibility_verdicts" (
	"answer_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"sentiment" text NOT NULL,
	"accuracy" text NOT NULL,
	"answer_quote" text DEFAULT '' NOT NULL,
	"label_quote" text DEFAULT '' NOT NULL,
	"label_source" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"prompt_version" text NOT NULL,
	"model_id" text NOT NULL,
	"model_label" text NOT NULL,
	"tokens_in" integer DEFAULT 0 NOT NULL,
	"tokens_out" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pubmed_article_cache" (
	"pmid" text PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pubmed_library" (
	"tenant_group" text NOT NULL,
	"pmid" text NOT NULL,
	"record" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"year" integer,
	"imported_at" timestamp with time zone NOT NULL,
	"imported_by" text,
	CONSTRAINT "pubmed_library_tenant_group_pmid_pk" PRIMARY KEY("tenant_group","pmid")
);
--> statement-breakpoint
CREATE TABLE "pubmed_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"user_id" text NOT NULL,
	"question" text NOT NULL,
	"language" text NOT NULL,
	"queries" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"source" text NOT NULL,
	"mode" text NOT NULL,
	"answer" text NOT NULL,
	"articles" jsonb NOT NULL,
	"cited_pmids" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"model_label" text,
	"own_ms" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pubmed_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"api_key_cipher" text,
	"api_key_hint" text,
	"email" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "voice_agent_versions" (
	"agent_id" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_agent_versions_agent_id_version_pk" PRIMARY KEY("agent_id","version")
);
--> statement-breakpoint
CREATE TABLE "voice_agents" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"current_version" integer NOT NULL,
	"webhook_secret_encrypted" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voice_call_analyses" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"call_id" text NOT NULL,
	"agent_version" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"outcome" text,
	"ae_suspected" boolean,
	"output" jsonb,
	"too_short" boolean DEFAULT false NOT NULL,
	"model_label" text,
	"error_code" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voice_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"agent_id" text NOT NULL,
	"agent_version" integer NOT NULL,
	"origin" text NOT NULL,
	"external_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"end_reason" text,
	"recording_url" text,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"safety_case_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencing_ambassadors" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"consent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencing_post_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"post_id" text NOT NULL,
	"taken_on" date NOT NULL,
	"impressions" integer NOT NULL,
	"members_reached" integer,
	"reactions" integer NOT NULL,
	"comments" integer NOT NULL,
	"reshares" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencing_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"ambassador_id" text NOT NULL,
	"url" text NOT NULL,
	"published_on" date NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencing_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"name" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visibility_answers" ADD CONSTRAINT "visibility_answers_run_id_visibility_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."visibility_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_answers" ADD CONSTRAINT "visibility_answers_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_mentions" ADD CONSTRAINT "visibility_mentions_answer_id_visibility_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."visibility_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_projects" ADD CONSTRAINT "visibility_projects_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_projects" ADD CONSTRAINT "visibility_projects_approved_collection_id_knowledge_collections_id_fk" FOREIGN KEY ("approved_collection_id") REFERENCES "public"."knowledge_collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_projects" ADD CONSTRAINT "visibility_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_prompts" ADD CONSTRAINT "visibility_prompts_project_id_visibility_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."visibility_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_prompts" ADD CONSTRAINT "visibility_prompts_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_runs" ADD CONSTRAINT "visibility_runs_project_id_visibility_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."visibility_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_runs" ADD CONSTRAINT "visibility_runs_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_runs" ADD CONSTRAINT "visibility_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_verdicts" ADD CONSTRAINT "visibility_verdicts_answer_id_visibility_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."visibility_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pubmed_library" ADD CONSTRAINT "pubmed_library_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pubmed_library" ADD CONSTRAINT "pubmed_library_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pubmed_questions" ADD CONSTRAINT "pubmed_questions_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pubmed_questions" ADD CONSTRAINT "pubmed_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_connections" ADD CONSTRAINT "campaign_connections_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_connections" ADD CONSTRAINT "campaign_connections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_agent_versions" ADD CONSTRAINT "voice_agent_versions_agent_id_voice_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."voice_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_agent_versions" ADD CONSTRAINT "voice_agent_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_agents" ADD CONSTRAINT "voice_agents_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_agents" ADD CONSTRAINT "voice_agents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_call_analyses" ADD CONSTRAINT "voice_call_analyses_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_call_analyses" ADD CONSTRAINT "voice_call_analyses_call_id_voice_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."voice_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_call_analyses" ADD CONSTRAINT "voice_call_analyses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_agent_id_voice_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."voice_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_ambassadors" ADD CONSTRAINT "influencing_ambassadors_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_ambassadors" ADD CONSTRAINT "influencing_ambassadors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_post_snapshots" ADD CONSTRAINT "influencing_post_snapshots_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_post_snapshots" ADD CONSTRAINT "influencing_post_snapshots_post_id_influencing_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."influencing_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_posts" ADD CONSTRAINT "influencing_posts_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_posts" ADD CONSTRAINT "influencing_posts_ambassador_id_influencing_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."influencing_ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_topics" ADD CONSTRAINT "influencing_topics_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visibility_answers_slot_key" ON "visibility_answers" USING btree ("run_id","prompt_id","model_id","sample");--> statement-breakpoint
CREATE INDEX "visibility_answers_project_idx" ON "visibility_answers" USING btree ("project_id","asked_at");--> statement-breakpoint
CREATE INDEX "visibility_mentions_answer_idx" ON "visibility_mentions" USING btree ("answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visibility_projects_tenant_name_key" ON "visibility_projects" USING btree ("tenant_group","name");--> statement-breakpoint
CREATE UNIQUE INDEX "visibility_prompts_project_text_key" ON "visibility_prompts" USING btree ("project_id","market","text");--> statement-breakpoint
CREATE INDEX "visibility_runs_project_idx" ON "visibility_runs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "pubmed_questions_user_idx" ON "pubmed_questions" USING btree ("tenant_group","user_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_drafts_campaign_idx" ON "campaign_drafts" USING btree ("tenant_group","campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_tenant_source_external" ON "campaigns" USING btree ("tenant_group","source","external_id");--> statement-breakpoint
CREATE INDEX "campaigns_tenant_sent_idx" ON "campaigns" USING btree ("tenant_group","sent_at");--> statement-breakpoint
CREATE INDEX "campaigns_search_idx" ON "campaigns" USING gin ("search");--> statement-breakpoint
CREATE INDEX "voice_agents_tenant_idx" ON "voice_agents" USING btree ("tenant_group");--> statement-breakpoint
CREATE INDEX "voice_call_analyses_call_idx" ON "voice_call_analyses" USING btree ("call_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_calls_tenant_started_idx" ON "voice_calls" USING btree ("tenant_group","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_calls_external_key" ON "voice_calls" USING btree ("agent_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "influencing_ambassadors_name_key" ON "influencing_ambassadors" USING btree ("tenant_group",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "influencing_post_snapshots_day_key" ON "influencing_post_snapshots" USING btree ("post_id","taken_on");--> statement-breakpoint
CREATE UNIQUE INDEX "influencing_posts_url_key" ON "influencing_posts" USING btree ("tenant_group","url");--> statement-breakpoint
CREATE INDEX "influencing_posts_published_idx" ON "influencing_posts" USING btree ("tenant_group","published_on");--> statement-breakpoint
CREATE UNIQUE INDEX "influencing_topics_name_key" ON "influencing_topics" USING btree ("tenant_group","name");