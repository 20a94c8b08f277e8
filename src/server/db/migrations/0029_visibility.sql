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
CREATE UNIQUE INDEX "visibility_answers_slot_key" ON "visibility_answers" USING btree ("run_id","prompt_id","model_id","sample");--> statement-breakpoint
CREATE INDEX "visibility_answers_project_idx" ON "visibility_answers" USING btree ("project_id","asked_at");--> statement-breakpoint
CREATE INDEX "visibility_mentions_answer_idx" ON "visibility_mentions" USING btree ("answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visibility_projects_tenant_name_key" ON "visibility_projects" USING btree ("tenant_group","name");--> statement-breakpoint
CREATE UNIQUE INDEX "visibility_prompts_project_text_key" ON "visibility_prompts" USING btree ("project_id","market","text");--> statement-breakpoint
CREATE INDEX "visibility_runs_project_idx" ON "visibility_runs" USING btree ("project_id","created_at");