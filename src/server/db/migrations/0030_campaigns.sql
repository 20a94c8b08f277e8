CREATE TABLE "campaign_embeddings" (
	"campaign_id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"model_id" text NOT NULL,
	"dimensions" integer NOT NULL,
	"embedding" real[] NOT NULL,
	"text_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "embed_text_hash" text GENERATED ALWAYS AS (md5(coalesce(subject, '') || ' ' || coalesce(preview_text, '') || ' ' || left(coalesce(plain_text, ''), 4000))) STORED;--> statement-breakpoint
ALTER TABLE "campaign_embeddings" ADD CONSTRAINT "campaign_embeddings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_embeddings" ADD CONSTRAINT "campaign_embeddings_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_embeddings_tenant_model_idx" ON "campaign_embeddings" USING btree ("tenant_group","model_id","dimensions");