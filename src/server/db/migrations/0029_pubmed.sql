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
ALTER TABLE "pubmed_library" ADD CONSTRAINT "pubmed_library_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pubmed_library" ADD CONSTRAINT "pubmed_library_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pubmed_questions" ADD CONSTRAINT "pubmed_questions_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pubmed_questions" ADD CONSTRAINT "pubmed_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pubmed_questions_user_idx" ON "pubmed_questions" USING btree ("tenant_group","user_id","created_at");