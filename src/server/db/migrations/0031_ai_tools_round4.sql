CREATE TABLE "analysis_chat_messages" (
	"message_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"tenant_group" text NOT NULL,
	"tool" text NOT NULL,
	"item_id" text,
	"thread_id" text,
	"thread_ref" text NOT NULL,
	"route" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_chat_messages_message_id_content_hash_pk" PRIMARY KEY("message_id","content_hash")
);
--> statement-breakpoint
CREATE TABLE "analysis_chat_settings" (
	"tenant_group" text NOT NULL,
	"tool" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"routes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scanned_to" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_chat_settings_tenant_group_tool_pk" PRIMARY KEY("tenant_group","tool")
);
--> statement-breakpoint
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
ALTER TABLE "analysis_chat_messages" ADD CONSTRAINT "analysis_chat_messages_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_chat_messages" ADD CONSTRAINT "analysis_chat_messages_item_id_analysis_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."analysis_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_chat_messages" ADD CONSTRAINT "analysis_chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_chat_settings" ADD CONSTRAINT "analysis_chat_settings_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_chat_settings" ADD CONSTRAINT "analysis_chat_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_transcription_prices" ADD CONSTRAINT "podcast_transcription_prices_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_transcription_prices" ADD CONSTRAINT "podcast_transcription_prices_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_transcription_prices" ADD CONSTRAINT "podcast_transcription_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_transcriptions" ADD CONSTRAINT "podcast_transcriptions_item_id_analysis_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."analysis_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_transcriptions" ADD CONSTRAINT "podcast_transcriptions_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_transcriptions" ADD CONSTRAINT "podcast_transcriptions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_chat_messages_item_idx" ON "analysis_chat_messages" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "analysis_chat_messages_thread_idx" ON "analysis_chat_messages" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "analysis_chat_messages_ref_idx" ON "analysis_chat_messages" USING btree ("tenant_group","thread_ref");--> statement-breakpoint
CREATE INDEX "podcast_transcriptions_tenant_idx" ON "podcast_transcriptions" USING btree ("tenant_group","status");