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
CREATE INDEX "voice_agents_tenant_idx" ON "voice_agents" USING btree ("tenant_group");--> statement-breakpoint
CREATE INDEX "voice_call_analyses_call_idx" ON "voice_call_analyses" USING btree ("call_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_calls_tenant_started_idx" ON "voice_calls" USING btree ("tenant_group","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_calls_external_key" ON "voice_calls" USING btree ("agent_id","external_id");