CREATE TABLE "faq_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"collection_id" text NOT NULL,
	"generation_id" text,
	"origin" text NOT NULL,
	"asked_count" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"model_label" text,
	"edited" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_generations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"collection_id" text NOT NULL,
	"created_by" text,
	"from_documents" boolean NOT NULL,
	"from_user_questions" boolean NOT NULL,
	"max_pairs" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"questions_done" integer DEFAULT 0 NOT NULL,
	"questions_total" integer DEFAULT 0 NOT NULL,
	"pairs_created" integer DEFAULT 0 NOT NULL,
	"questions_unanswered" integer DEFAULT 0 NOT NULL,
	"notices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"model_label" text,
	"job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_publications" (
	"collection_id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"file_id" text,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_collection_id_knowledge_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."knowledge_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_generation_id_faq_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."faq_generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_generations" ADD CONSTRAINT "faq_generations_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_generations" ADD CONSTRAINT "faq_generations_collection_id_knowledge_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."knowledge_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_generations" ADD CONSTRAINT "faq_generations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_publications" ADD CONSTRAINT "faq_publications_collection_id_knowledge_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."knowledge_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_publications" ADD CONSTRAINT "faq_publications_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_publications" ADD CONSTRAINT "faq_publications_file_id_knowledge_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_publications" ADD CONSTRAINT "faq_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_tenant_collection_idx" ON "faq_entries" USING btree ("tenant_group","collection_id","status");--> statement-breakpoint
CREATE INDEX "faq_generations_tenant_created_idx" ON "faq_generations" USING btree ("tenant_group","created_at");