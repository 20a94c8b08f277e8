ALTER TABLE "analysis_items" ADD COLUMN "promotional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_items" ADD COLUMN "market" text;--> statement-breakpoint
ALTER TABLE "analysis_keywords" ADD COLUMN "indication_for" jsonb DEFAULT '[]'::jsonb NOT NULL;