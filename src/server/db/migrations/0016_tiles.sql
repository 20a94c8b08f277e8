CREATE TABLE "tenant_tiles" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text NOT NULL,
	"category" text NOT NULL,
	"assistant_id" text,
	"model_id" text,
	"template" text NOT NULL,
	"variables" jsonb NOT NULL,
	"output" text NOT NULL,
	"levels" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tile_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"user_id" text NOT NULL,
	"tile_id" text NOT NULL,
	"tile_title" text NOT NULL,
	"tile_icon" text NOT NULL,
	"output_format" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"model_id" text,
	"model_label" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_tiles" ADD CONSTRAINT "tenant_tiles_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_tiles" ADD CONSTRAINT "tenant_tiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_runs" ADD CONSTRAINT "tile_runs_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_runs" ADD CONSTRAINT "tile_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_tiles_tenant_idx" ON "tenant_tiles" USING btree ("tenant_group");--> statement-breakpoint
CREATE INDEX "tile_runs_user_idx" ON "tile_runs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tile_runs_tenant_idx" ON "tile_runs" USING btree ("tenant_group");