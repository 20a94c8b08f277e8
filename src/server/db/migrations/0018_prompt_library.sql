CREATE TABLE "chat_answer_reworks" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"thread_id" text NOT NULL,
	"tenant_group" text NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"optimization_id" text,
	"content" text NOT NULL,
	"model_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_prompt_versions" (
	"prompt_id" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_prompt_versions_prompt_id_version_pk" PRIMARY KEY("prompt_id","version")
);
--> statement-breakpoint
CREATE TABLE "library_prompts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"owner_id" text,
	"visibility" text DEFAULT 'private' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"latest_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_optimizations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"default_key" text,
	"label" text,
	"instruction" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_answer_reworks" ADD CONSTRAINT "chat_answer_reworks_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_answer_reworks" ADD CONSTRAINT "chat_answer_reworks_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_answer_reworks" ADD CONSTRAINT "chat_answer_reworks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_prompt_versions" ADD CONSTRAINT "library_prompt_versions_prompt_id_library_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."library_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_prompt_versions" ADD CONSTRAINT "library_prompt_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_prompts" ADD CONSTRAINT "library_prompts_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_prompts" ADD CONSTRAINT "library_prompts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_optimizations" ADD CONSTRAINT "response_optimizations_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_answer_reworks_thread_idx" ON "chat_answer_reworks" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "library_prompts_tenant_idx" ON "library_prompts" USING btree ("tenant_group","visibility");--> statement-breakpoint
CREATE UNIQUE INDEX "response_optimizations_default_key" ON "response_optimizations" USING btree ("tenant_group","default_key");--> statement-breakpoint
CREATE INDEX "response_optimizations_tenant_idx" ON "response_optimizations" USING btree ("tenant_group","position");