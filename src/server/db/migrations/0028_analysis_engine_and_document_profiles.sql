CREATE TABLE "analysis_digest_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analysis_digest_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_group" text NOT NULL,
	"rule_id" text NOT NULL,
	"finding_id" text NOT NULL,
	"disposition" text DEFAULT 'digest' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_findings" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"tool" text NOT NULL,
	"item_id" text NOT NULL,
	"result_id" text,
	"origin" text NOT NULL,
	"type" text NOT NULL,
	"product" text,
	"detail" text,
	"patient_present" boolean,
	"reporter_present" boolean,
	"quote" text,
	"quote_start" integer,
	"quote_end" integer,
	"second" numeric,
	"sentiment" text,
	"reason" text,
	"review_status" text DEFAULT 'open' NOT NULL,
	"dismiss_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_items" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"tool" text NOT NULL,
	"source_id" text,
	"source_kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"language" text,
	"url" text,
	"external_id" text,
	"published_at" timestamp with time zone,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_hash" text NOT NULL,
	"file_id" text,
	"audio_file_id" text,
	"audio_url" text,
	"duration_seconds" integer,
	"segments" jsonb,
	"transcript_origin" text,
	"promotional" boolean DEFAULT false NOT NULL,
	"market" text,
	"status" text DEFAULT 'new' NOT NULL,
	"error_code" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_keyword_hits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analysis_keyword_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_group" text NOT NULL,
	"item_id" text NOT NULL,
	"keyword_id" text NOT NULL,
	"list_kind" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"matched" text NOT NULL,
	"second" numeric
);
--> statement-breakpoint
CREATE TABLE "analysis_keyword_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"tool" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"manifest_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_keywords" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"list_id" text NOT NULL,
	"term" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text,
	"indication_for" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_notification_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"tool" text NOT NULL,
	"name" text NOT NULL,
	"finding_type" text NOT NULL,
	"product" text,
	"delivery" text NOT NULL,
	"cooldown_minutes" integer DEFAULT 60 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_prompts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"tool" text NOT NULL,
	"profile" text NOT NULL,
	"version" integer NOT NULL,
	"instruction" text NOT NULL,
	"schema_version" integer NOT NULL,
	"note" text,
	"in_use" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_results" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"run_id" text NOT NULL,
	"item_id" text NOT NULL,
	"prompt_id" text NOT NULL,
	"prompt_version" integer NOT NULL,
	"schema_version" integer NOT NULL,
	"model_label" text,
	"status" text NOT NULL,
	"error_code" text,
	"error_detail" text,
	"output" jsonb,
	"relevance" integer,
	"summary" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"quotes_dropped" integer DEFAULT 0 NOT NULL,
	"tokens_in" integer DEFAULT 0 NOT NULL,
	"tokens_out" integer DEFAULT 0 NOT NULL,
	"cost" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"tool" text NOT NULL,
	"profile" text NOT NULL,
	"prompt_id" text NOT NULL,
	"model_id" text,
	"model_label" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"items_total" integer DEFAULT 0 NOT NULL,
	"items_done" integer DEFAULT 0 NOT NULL,
	"items_failed" integer DEFAULT 0 NOT NULL,
	"estimated_tokens" integer DEFAULT 0 NOT NULL,
	"estimated_cost" numeric,
	"tokens_used" integer DEFAULT 0 NOT NULL,
	"cost" numeric,
	"error_code" text,
	"trial" boolean DEFAULT false NOT NULL,
	"job_id" bigint,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"tool" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"schedule" text DEFAULT 'manual' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"last_added" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"finding_id" text NOT NULL,
	"item_id" text NOT NULL,
	"product" text,
	"reaction" text,
	"patient_present" boolean,
	"reporter_present" boolean,
	"quote" text,
	"source_title" text,
	"source_url" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"via" text NOT NULL,
	"forwarded_by" text,
	"rule_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_document_profiles" (
	"file_id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"product" text,
	"strength" text,
	"form" text,
	"document_type" text,
	"market" text,
	"language" text,
	"version_date" text,
	"superseded_by" text,
	"edited" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_digest_entries" ADD CONSTRAINT "analysis_digest_entries_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_digest_entries" ADD CONSTRAINT "analysis_digest_entries_rule_id_analysis_notification_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."analysis_notification_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_digest_entries" ADD CONSTRAINT "analysis_digest_entries_finding_id_analysis_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."analysis_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_findings" ADD CONSTRAINT "analysis_findings_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_findings" ADD CONSTRAINT "analysis_findings_item_id_analysis_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."analysis_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_findings" ADD CONSTRAINT "analysis_findings_result_id_analysis_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."analysis_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_findings" ADD CONSTRAINT "analysis_findings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_items" ADD CONSTRAINT "analysis_items_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_items" ADD CONSTRAINT "analysis_items_source_id_analysis_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."analysis_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_items" ADD CONSTRAINT "analysis_items_file_id_knowledge_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_items" ADD CONSTRAINT "analysis_items_audio_file_id_knowledge_files_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_items" ADD CONSTRAINT "analysis_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_keyword_hits" ADD CONSTRAINT "analysis_keyword_hits_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_keyword_hits" ADD CONSTRAINT "analysis_keyword_hits_item_id_analysis_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."analysis_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_keyword_hits" ADD CONSTRAINT "analysis_keyword_hits_keyword_id_analysis_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."analysis_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_keyword_lists" ADD CONSTRAINT "analysis_keyword_lists_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_keywords" ADD CONSTRAINT "analysis_keywords_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_keywords" ADD CONSTRAINT "analysis_keywords_list_id_analysis_keyword_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."analysis_keyword_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_notification_rules" ADD CONSTRAINT "analysis_notification_rules_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_notification_rules" ADD CONSTRAINT "analysis_notification_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_prompts" ADD CONSTRAINT "analysis_prompts_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_prompts" ADD CONSTRAINT "analysis_prompts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_run_id_analysis_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."analysis_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_item_id_analysis_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."analysis_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_prompt_id_analysis_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."analysis_prompts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_prompt_id_analysis_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."analysis_prompts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_sources" ADD CONSTRAINT "analysis_sources_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_sources" ADD CONSTRAINT "analysis_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_cases" ADD CONSTRAINT "safety_cases_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_cases" ADD CONSTRAINT "safety_cases_finding_id_analysis_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."analysis_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_cases" ADD CONSTRAINT "safety_cases_item_id_analysis_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."analysis_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_cases" ADD CONSTRAINT "safety_cases_forwarded_by_users_id_fk" FOREIGN KEY ("forwarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_cases" ADD CONSTRAINT "safety_cases_rule_id_analysis_notification_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."analysis_notification_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_document_profiles" ADD CONSTRAINT "knowledge_document_profiles_file_id_knowledge_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_document_profiles" ADD CONSTRAINT "knowledge_document_profiles_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_digest_entries_key" ON "analysis_digest_entries" USING btree ("rule_id","finding_id");--> statement-breakpoint
CREATE INDEX "analysis_findings_tenant_tool_type_idx" ON "analysis_findings" USING btree ("tenant_group","tool","type","review_status");--> statement-breakpoint
CREATE INDEX "analysis_findings_item_idx" ON "analysis_findings" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_items_hash_key" ON "analysis_items" USING btree ("tenant_group","tool","content_hash");--> statement-breakpoint
CREATE INDEX "analysis_items_tenant_tool_published_idx" ON "analysis_items" USING btree ("tenant_group","tool","published_at");--> statement-breakpoint
CREATE INDEX "analysis_items_source_idx" ON "analysis_items" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "analysis_keyword_hits_item_idx" ON "analysis_keyword_hits" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "analysis_keyword_hits_tenant_keyword_idx" ON "analysis_keyword_hits" USING btree ("tenant_group","keyword_id");--> statement-breakpoint
CREATE INDEX "analysis_keyword_lists_tenant_idx" ON "analysis_keyword_lists" USING btree ("tenant_group","tool");--> statement-breakpoint
CREATE INDEX "analysis_keywords_list_idx" ON "analysis_keywords" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "analysis_notification_rules_tenant_idx" ON "analysis_notification_rules" USING btree ("tenant_group","tool");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_prompts_version_key" ON "analysis_prompts" USING btree ("tenant_group","tool","profile","version");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_prompts_in_use_key" ON "analysis_prompts" USING btree ("tenant_group","tool","profile") WHERE "analysis_prompts"."in_use";--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_results_run_item_key" ON "analysis_results" USING btree ("run_id","item_id");--> statement-breakpoint
CREATE INDEX "analysis_results_tenant_item_idx" ON "analysis_results" USING btree ("tenant_group","item_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_runs_tenant_tool_idx" ON "analysis_runs" USING btree ("tenant_group","tool","created_at");--> statement-breakpoint
CREATE INDEX "analysis_sources_tenant_tool_idx" ON "analysis_sources" USING btree ("tenant_group","tool");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_cases_finding_key" ON "safety_cases" USING btree ("finding_id");--> statement-breakpoint
CREATE INDEX "safety_cases_tenant_status_idx" ON "safety_cases" USING btree ("tenant_group","status","created_at");--> statement-breakpoint
CREATE INDEX "safety_cases_rule_idx" ON "safety_cases" USING btree ("rule_id","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_document_profiles_tenant_idx" ON "knowledge_document_profiles" USING btree ("tenant_group","product");