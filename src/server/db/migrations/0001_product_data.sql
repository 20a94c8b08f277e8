-- Trigram indexes for the lists search (pg_trgm ships with PostgreSQL and PGlite; see docs/decisions/0021).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manufacturer" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "brands_natural_key" UNIQUE("manufacturer","name")
);
--> statement-breakpoint
CREATE TABLE "bulk_upload_mappings" (
	"tenant_group" text NOT NULL,
	"resource" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bulk_upload_mappings_key" UNIQUE("tenant_group","resource")
);
--> statement-breakpoint
CREATE TABLE "bulk_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"resource" text NOT NULL,
	"file_name" text NOT NULL,
	"file_format" text NOT NULL,
	"file" text,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"status" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"rejected_rows" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"message" text,
	"created_by" text NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pzn" text NOT NULL,
	"country" uuid NOT NULL,
	"name" text NOT NULL,
	"bundle_type" text NOT NULL,
	"price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "bundle_natural_key" UNIQUE("pzn")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" uuid NOT NULL,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "companies_natural_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"identifier_scheme" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "countries_natural_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "domain_pzns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"pzn" uuid NOT NULL,
	"url" text,
	"listed" boolean NOT NULL,
	"price" numeric(12, 2),
	"availability" text,
	"last_seen" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "domain_pzns_natural_key" UNIQUE("domain","pzn")
);
--> statement-breakpoint
CREATE TABLE "keyword_pzns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"keyword" uuid NOT NULL,
	"domain" text NOT NULL,
	"pzn" uuid NOT NULL,
	"observed_on" date NOT NULL,
	"placement" text NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "keyword_pzns_natural_key" UNIQUE("keyword","domain","pzn","observed_on","placement")
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" uuid PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"country" uuid NOT NULL,
	"keyword_type" text NOT NULL,
	"search_volume" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "keywords_natural_key" UNIQUE("country","term")
);
--> statement-breakpoint
CREATE TABLE "lauer_taxe" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"pzn" text NOT NULL,
	"issue_date" date NOT NULL,
	"name" text,
	"manufacturer_price" numeric(12, 2),
	"pharmacy_purchase_price" numeric(12, 2),
	"retail_price" numeric(12, 2),
	"market_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "lauer_taxe_natural_key" UNIQUE("tenant_group","pzn","issue_date")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" uuid NOT NULL,
	"company" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "manufacturers_natural_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "my_markets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_group" text NOT NULL,
	"market" text NOT NULL,
	"brand" uuid,
	"pzn" uuid,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "my_markets_natural_key" UNIQUE NULLS NOT DISTINCT("tenant_group","market","brand","pzn")
);
--> statement-breakpoint
CREATE TABLE "product_master" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"brand" uuid,
	"dosage_form" text,
	"strength" text,
	"pack_size" text,
	"pzn_de" uuid,
	"pzn_at" uuid,
	"cip13" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "product_master_natural_key" UNIQUE("code"),
	CONSTRAINT "product_master_pzn_de_key" UNIQUE("pzn_de"),
	CONSTRAINT "product_master_pzn_at_key" UNIQUE("pzn_at"),
	CONSTRAINT "product_master_cip13_key" UNIQUE("cip13")
);
--> statement-breakpoint
CREATE TABLE "pzns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pzn" text NOT NULL,
	"country" uuid NOT NULL,
	"name" text NOT NULL,
	"sub_brand" uuid,
	"dosage_form" text,
	"quantity" numeric(12, 3),
	"unit" text,
	"pack_size" text,
	"dispensing_status" text,
	"active_substance" text,
	"atc_code" text,
	"retail_price" numeric(12, 2),
	"market_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "pzns_natural_key" UNIQUE("pzn")
);
--> statement-breakpoint
CREATE TABLE "sub_brands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "sub_brands_natural_key" UNIQUE("brand","name")
);
--> statement-breakpoint
CREATE TABLE "underlying_pzns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bundle" uuid NOT NULL,
	"pzn" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "underlying_pzns_natural_key" UNIQUE("bundle","pzn")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_manufacturer_manufacturers_id_fk" FOREIGN KEY ("manufacturer") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_upload_mappings" ADD CONSTRAINT "bulk_upload_mappings_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle" ADD CONSTRAINT "bundle_country_countries_id_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_countries_id_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_pzns" ADD CONSTRAINT "domain_pzns_pzn_pzns_id_fk" FOREIGN KEY ("pzn") REFERENCES "public"."pzns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_pzns" ADD CONSTRAINT "keyword_pzns_keyword_keywords_id_fk" FOREIGN KEY ("keyword") REFERENCES "public"."keywords"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_pzns" ADD CONSTRAINT "keyword_pzns_pzn_pzns_id_fk" FOREIGN KEY ("pzn") REFERENCES "public"."pzns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_country_countries_id_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lauer_taxe" ADD CONSTRAINT "lauer_taxe_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_country_countries_id_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_markets" ADD CONSTRAINT "my_markets_tenant_group_tenant_groups_name_fk" FOREIGN KEY ("tenant_group") REFERENCES "public"."tenant_groups"("name") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_markets" ADD CONSTRAINT "my_markets_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_markets" ADD CONSTRAINT "my_markets_pzn_pzns_id_fk" FOREIGN KEY ("pzn") REFERENCES "public"."pzns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_master" ADD CONSTRAINT "product_master_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_master" ADD CONSTRAINT "product_master_pzn_de_pzns_id_fk" FOREIGN KEY ("pzn_de") REFERENCES "public"."pzns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_master" ADD CONSTRAINT "product_master_pzn_at_pzns_id_fk" FOREIGN KEY ("pzn_at") REFERENCES "public"."pzns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_master" ADD CONSTRAINT "product_master_cip13_pzns_id_fk" FOREIGN KEY ("cip13") REFERENCES "public"."pzns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pzns" ADD CONSTRAINT "pzns_country_countries_id_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pzns" ADD CONSTRAINT "pzns_sub_brand_sub_brands_id_fk" FOREIGN KEY ("sub_brand") REFERENCES "public"."sub_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_brands" ADD CONSTRAINT "sub_brands_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underlying_pzns" ADD CONSTRAINT "underlying_pzns_bundle_bundle_id_fk" FOREIGN KEY ("bundle") REFERENCES "public"."bundle"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underlying_pzns" ADD CONSTRAINT "underlying_pzns_pzn_pzns_id_fk" FOREIGN KEY ("pzn") REFERENCES "public"."pzns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_manufacturer_idx" ON "brands" USING btree ("manufacturer");--> statement-breakpoint
CREATE INDEX "brands_name_idx" ON "brands" USING btree ("name");--> statement-breakpoint
CREATE INDEX "brands_search_trgm" ON "brands" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bulk_uploads_tenant_idx" ON "bulk_uploads" USING btree ("tenant_group","created_at");--> statement-breakpoint
CREATE INDEX "bundle_country_idx" ON "bundle" USING btree ("country");--> statement-breakpoint
CREATE INDEX "bundle_bundle_type_idx" ON "bundle" USING btree ("bundle_type");--> statement-breakpoint
CREATE INDEX "bundle_price_idx" ON "bundle" USING btree ("price");--> statement-breakpoint
CREATE INDEX "bundle_name_idx" ON "bundle" USING btree ("name");--> statement-breakpoint
CREATE INDEX "bundle_search_trgm" ON "bundle" USING gin (lower(coalesce("pzn", '') || ' ' || coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "companies_search_trgm" ON "companies" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_identifier_scheme_idx" ON "countries" USING btree ("identifier_scheme");--> statement-breakpoint
CREATE INDEX "countries_currency_idx" ON "countries" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "countries_code_idx" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "countries_search_trgm" ON "countries" USING gin (lower(coalesce("code", '') || ' ' || coalesce("name_de", '') || ' ' || coalesce("name_en", '') || ' ' || coalesce("name_fr", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "domain_pzns_pzn_idx" ON "domain_pzns" USING btree ("pzn");--> statement-breakpoint
CREATE INDEX "domain_pzns_domain_idx" ON "domain_pzns" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "domain_pzns_listed_idx" ON "domain_pzns" USING btree ("listed");--> statement-breakpoint
CREATE INDEX "domain_pzns_availability_idx" ON "domain_pzns" USING btree ("availability");--> statement-breakpoint
CREATE INDEX "domain_pzns_last_seen_idx" ON "domain_pzns" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "domain_pzns_search_trgm" ON "domain_pzns" USING gin (lower(coalesce("domain", '') || ' ' || coalesce("url", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "keyword_pzns_keyword_idx" ON "keyword_pzns" USING btree ("keyword");--> statement-breakpoint
CREATE INDEX "keyword_pzns_pzn_idx" ON "keyword_pzns" USING btree ("pzn");--> statement-breakpoint
CREATE INDEX "keyword_pzns_domain_idx" ON "keyword_pzns" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "keyword_pzns_placement_idx" ON "keyword_pzns" USING btree ("placement");--> statement-breakpoint
CREATE INDEX "keyword_pzns_observed_on_idx" ON "keyword_pzns" USING btree ("observed_on");--> statement-breakpoint
CREATE INDEX "keyword_pzns_search_trgm" ON "keyword_pzns" USING gin (lower(coalesce("domain", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "keywords_country_idx" ON "keywords" USING btree ("country");--> statement-breakpoint
CREATE INDEX "keywords_keyword_type_idx" ON "keywords" USING btree ("keyword_type");--> statement-breakpoint
CREATE INDEX "keywords_search_volume_idx" ON "keywords" USING btree ("search_volume");--> statement-breakpoint
CREATE INDEX "keywords_term_idx" ON "keywords" USING btree ("term");--> statement-breakpoint
CREATE INDEX "keywords_search_trgm" ON "keywords" USING gin (lower(coalesce("term", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lauer_taxe_issue_date_idx" ON "lauer_taxe" USING btree ("tenant_group","issue_date");--> statement-breakpoint
CREATE INDEX "lauer_taxe_market_status_idx" ON "lauer_taxe" USING btree ("tenant_group","market_status");--> statement-breakpoint
CREATE INDEX "lauer_taxe_search_trgm" ON "lauer_taxe" USING gin (lower(coalesce("pzn", '') || ' ' || coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manufacturers_country_idx" ON "manufacturers" USING btree ("country");--> statement-breakpoint
CREATE INDEX "manufacturers_company_idx" ON "manufacturers" USING btree ("company");--> statement-breakpoint
CREATE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "manufacturers_search_trgm" ON "manufacturers" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "my_markets_brand_idx" ON "my_markets" USING btree ("tenant_group","brand");--> statement-breakpoint
CREATE INDEX "my_markets_pzn_idx" ON "my_markets" USING btree ("tenant_group","pzn");--> statement-breakpoint
CREATE INDEX "my_markets_market_idx" ON "my_markets" USING btree ("tenant_group","market");--> statement-breakpoint
CREATE INDEX "my_markets_role_idx" ON "my_markets" USING btree ("tenant_group","role");--> statement-breakpoint
CREATE INDEX "my_markets_search_trgm" ON "my_markets" USING gin (lower(coalesce("market", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_master_brand_idx" ON "product_master" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "product_master_pzn_de_idx" ON "product_master" USING btree ("pzn_de");--> statement-breakpoint
CREATE INDEX "product_master_pzn_at_idx" ON "product_master" USING btree ("pzn_at");--> statement-breakpoint
CREATE INDEX "product_master_cip13_idx" ON "product_master" USING btree ("cip13");--> statement-breakpoint
CREATE INDEX "product_master_dosage_form_idx" ON "product_master" USING btree ("dosage_form");--> statement-breakpoint
CREATE INDEX "product_master_code_idx" ON "product_master" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_master_search_trgm" ON "product_master" USING gin (lower(coalesce("code", '') || ' ' || coalesce("name", '') || ' ' || coalesce("strength", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pzns_country_idx" ON "pzns" USING btree ("country");--> statement-breakpoint
CREATE INDEX "pzns_sub_brand_idx" ON "pzns" USING btree ("sub_brand");--> statement-breakpoint
CREATE INDEX "pzns_dosage_form_idx" ON "pzns" USING btree ("dosage_form");--> statement-breakpoint
CREATE INDEX "pzns_dispensing_status_idx" ON "pzns" USING btree ("dispensing_status");--> statement-breakpoint
CREATE INDEX "pzns_atc_code_idx" ON "pzns" USING btree ("atc_code");--> statement-breakpoint
CREATE INDEX "pzns_retail_price_idx" ON "pzns" USING btree ("retail_price");--> statement-breakpoint
CREATE INDEX "pzns_market_status_idx" ON "pzns" USING btree ("market_status");--> statement-breakpoint
CREATE INDEX "pzns_name_idx" ON "pzns" USING btree ("name");--> statement-breakpoint
CREATE INDEX "pzns_search_trgm" ON "pzns" USING gin (lower(coalesce("pzn", '') || ' ' || coalesce("name", '') || ' ' || coalesce("active_substance", '') || ' ' || coalesce("atc_code", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_brands_brand_idx" ON "sub_brands" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "sub_brands_name_idx" ON "sub_brands" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sub_brands_search_trgm" ON "sub_brands" USING gin (lower(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "underlying_pzns_bundle_idx" ON "underlying_pzns" USING btree ("bundle");--> statement-breakpoint
CREATE INDEX "underlying_pzns_pzn_idx" ON "underlying_pzns" USING btree ("pzn");