CREATE TABLE "ai_model_minute_prices" (
	"model_id" text PRIMARY KEY NOT NULL,
	"price_per_minute" double precision NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "podcast_transcription_prices" CASCADE;--> statement-breakpoint
ALTER TABLE "ai_model_minute_prices" ADD CONSTRAINT "ai_model_minute_prices_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_model_minute_prices" ADD CONSTRAINT "ai_model_minute_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;