CREATE TABLE "influencing_ambassadors" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"consent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencing_post_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"post_id" text NOT NULL,
	"taken_on" date NOT NULL,
	"impressions" integer NOT NULL,
	"members_reached" integer,
	"reactions" integer NOT NULL,
	"comments" integer NOT NULL,
	"reshares" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencing_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"ambassador_id" text NOT NULL,
	"url" text NOT NULL,
	"published_on" date NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencing_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"name" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "influencing_ambassadors" ADD CONSTRAINT "influencing_ambassadors_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_ambassadors" ADD CONSTRAINT "influencing_ambassadors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_post_snapshots" ADD CONSTRAINT "influencing_post_snapshots_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_post_snapshots" ADD CONSTRAINT "influencing_post_snapshots_post_id_influencing_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."influencing_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_posts" ADD CONSTRAINT "influencing_posts_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_posts" ADD CONSTRAINT "influencing_posts_ambassador_id_influencing_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."influencing_ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_topics" ADD CONSTRAINT "influencing_topics_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "influencing_ambassadors_name_key" ON "influencing_ambassadors" USING btree ("tenant_group",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "influencing_post_snapshots_day_key" ON "influencing_post_snapshots" USING btree ("post_id","taken_on");--> statement-breakpoint
CREATE UNIQUE INDEX "influencing_posts_url_key" ON "influencing_posts" USING btree ("tenant_group","url");--> statement-breakpoint
CREATE INDEX "influencing_posts_published_idx" ON "influencing_posts" USING btree ("tenant_group","published_on");--> statement-breakpoint
CREATE UNIQUE INDEX "influencing_topics_name_key" ON "influencing_topics" USING btree ("tenant_group","name");