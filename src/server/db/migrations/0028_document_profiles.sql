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
ALTER TABLE "knowledge_document_profiles" ADD CONSTRAINT "knowledge_document_profiles_file_id_knowledge_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_document_profiles" ADD CONSTRAINT "knowledge_document_profiles_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_document_profiles_tenant_idx" ON "knowledge_document_profiles" USING btree ("tenant_group","product");