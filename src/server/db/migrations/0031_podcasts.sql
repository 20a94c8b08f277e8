CREATE TABLE "podcast_transcription_prices" (
	"tenant_group" text NOT NULL,
	"model_id" text NOT NULL,
	"price_per_minute" double precision NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_transcription_prices_tenant_group_model_id_pk" PRIMARY KEY("tenant_group","model_id")
);
--> statement-breakpoint
CREATE TABLE "podcast_transcriptions" (
	"item_id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"model_id" text,
	"model_label" text,
	"audio_from" text,
	"seconds" double precision,
	"cost" double precision,
	"job_id" bigint,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "podcast_transcription_prices" ADD CONSTRAINT "podcast_transcription_prices_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_transcription_prices" ADD CONSTRAINT "podcast_transcription_prices_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_transcription_prices" ADD CONSTRAINT "podcast_transcription_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_transcriptions" ADD CONSTRAINT "podcast_transcriptions_item_id_analysis_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."analysis_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_transcriptions" ADD CONSTRAINT "podcast_transcriptions_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_transcriptions" ADD CONSTRAINT "podcast_transcriptions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_transcriptions_tenant_idx" ON "podcast_transcriptions" USING btree ("tenant_group","status");