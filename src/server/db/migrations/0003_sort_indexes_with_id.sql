-- The filter and sort indexes of the product-data lists end with id: lists sort by (field, id), so
-- the index gives the order alone and, once the table is vacuumed, a page's ids come from the index
-- without reading the rows (deep pages and keyset paging, docs/decisions/0021).
DROP INDEX "brands_manufacturer_idx";--> statement-breakpoint
DROP INDEX "brands_name_idx";--> statement-breakpoint
DROP INDEX "bundle_country_idx";--> statement-breakpoint
DROP INDEX "bundle_bundle_type_idx";--> statement-breakpoint
DROP INDEX "bundle_price_idx";--> statement-breakpoint
DROP INDEX "bundle_name_idx";--> statement-breakpoint
DROP INDEX "companies_country_idx";--> statement-breakpoint
DROP INDEX "companies_name_idx";--> statement-breakpoint
DROP INDEX "countries_identifier_scheme_idx";--> statement-breakpoint
DROP INDEX "countries_currency_idx";--> statement-breakpoint
DROP INDEX "countries_code_idx";--> statement-breakpoint
DROP INDEX "domain_pzns_pzn_idx";--> statement-breakpoint
DROP INDEX "domain_pzns_domain_idx";--> statement-breakpoint
DROP INDEX "domain_pzns_listed_idx";--> statement-breakpoint
DROP INDEX "domain_pzns_availability_idx";--> statement-breakpoint
DROP INDEX "domain_pzns_last_seen_idx";--> statement-breakpoint
DROP INDEX "keyword_pzns_keyword_idx";--> statement-breakpoint
DROP INDEX "keyword_pzns_pzn_idx";--> statement-breakpoint
DROP INDEX "keyword_pzns_domain_idx";--> statement-breakpoint
DROP INDEX "keyword_pzns_placement_idx";--> statement-breakpoint
DROP INDEX "keyword_pzns_observed_on_idx";--> statement-breakpoint
DROP INDEX "keywords_country_idx";--> statement-breakpoint
DROP INDEX "keywords_keyword_type_idx";--> statement-breakpoint
DROP INDEX "keywords_search_volume_idx";--> statement-breakpoint
DROP INDEX "keywords_term_idx";--> statement-breakpoint
DROP INDEX "lauer_taxe_issue_date_idx";--> statement-breakpoint
DROP INDEX "lauer_taxe_market_status_idx";--> statement-breakpoint
DROP INDEX "manufacturers_country_idx";--> statement-breakpoint
DROP INDEX "manufacturers_company_idx";--> statement-breakpoint
DROP INDEX "manufacturers_name_idx";--> statement-breakpoint
DROP INDEX "my_markets_brand_idx";--> statement-breakpoint
DROP INDEX "my_markets_pzn_idx";--> statement-breakpoint
DROP INDEX "my_markets_market_idx";--> statement-breakpoint
DROP INDEX "my_markets_role_idx";--> statement-breakpoint
DROP INDEX "product_master_brand_idx";--> statement-breakpoint
DROP INDEX "product_master_pzn_de_idx";--> statement-breakpoint
DROP INDEX "product_master_pzn_at_idx";--> statement-breakpoint
DROP INDEX "product_master_cip13_idx";--> statement-breakpoint
DROP INDEX "product_master_dosage_form_idx";--> statement-breakpoint
DROP INDEX "product_master_code_idx";--> statement-breakpoint
DROP INDEX "pzns_country_idx";--> statement-breakpoint
DROP INDEX "pzns_sub_brand_idx";--> statement-breakpoint
DROP INDEX "pzns_dosage_form_idx";--> statement-breakpoint
DROP INDEX "pzns_dispensing_status_idx";--> statement-breakpoint
DROP INDEX "pzns_atc_code_idx";--> statement-breakpoint
DROP INDEX "pzns_retail_price_idx";--> statement-breakpoint
DROP INDEX "pzns_market_status_idx";--> statement-breakpoint
DROP INDEX "pzns_name_idx";--> statement-breakpoint
DROP INDEX "sub_brands_brand_idx";--> statement-breakpoint
DROP INDEX "sub_brands_name_idx";--> statement-breakpoint
DROP INDEX "underlying_pzns_bundle_idx";--> statement-breakpoint
DROP INDEX "underlying_pzns_pzn_idx";--> statement-breakpoint
CREATE INDEX "brands_manufacturer_idx" ON "brands" USING btree ("manufacturer","id");--> statement-breakpoint
CREATE INDEX "brands_name_idx" ON "brands" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "bundle_country_idx" ON "bundle" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "bundle_bundle_type_idx" ON "bundle" USING btree ("bundle_type","id");--> statement-breakpoint
CREATE INDEX "bundle_price_idx" ON "bundle" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "bundle_name_idx" ON "bundle" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "countries_identifier_scheme_idx" ON "countries" USING btree ("identifier_scheme","id");--> statement-breakpoint
CREATE INDEX "countries_currency_idx" ON "countries" USING btree ("currency","id");--> statement-breakpoint
CREATE INDEX "countries_code_idx" ON "countries" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "domain_pzns_pzn_idx" ON "domain_pzns" USING btree ("pzn","id");--> statement-breakpoint
CREATE INDEX "domain_pzns_domain_idx" ON "domain_pzns" USING btree ("domain","id");--> statement-breakpoint
CREATE INDEX "domain_pzns_listed_idx" ON "domain_pzns" USING btree ("listed","id");--> statement-breakpoint
CREATE INDEX "domain_pzns_availability_idx" ON "domain_pzns" USING btree ("availability","id");--> statement-breakpoint
CREATE INDEX "domain_pzns_last_seen_idx" ON "domain_pzns" USING btree ("last_seen","id");--> statement-breakpoint
CREATE INDEX "keyword_pzns_keyword_idx" ON "keyword_pzns" USING btree ("keyword","id");--> statement-breakpoint
CREATE INDEX "keyword_pzns_pzn_idx" ON "keyword_pzns" USING btree ("pzn","id");--> statement-breakpoint
CREATE INDEX "keyword_pzns_domain_idx" ON "keyword_pzns" USING btree ("domain","id");--> statement-breakpoint
CREATE INDEX "keyword_pzns_placement_idx" ON "keyword_pzns" USING btree ("placement","id");--> statement-breakpoint
CREATE INDEX "keyword_pzns_observed_on_idx" ON "keyword_pzns" USING btree ("observed_on","id");--> statement-breakpoint
CREATE INDEX "keywords_country_idx" ON "keywords" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "keywords_keyword_type_idx" ON "keywords" USING btree ("keyword_type","id");--> statement-breakpoint
CREATE INDEX "keywords_search_volume_idx" ON "keywords" USING btree ("search_volume","id");--> statement-breakpoint
CREATE INDEX "keywords_term_idx" ON "keywords" USING btree ("term","id");--> statement-breakpoint
CREATE INDEX "lauer_taxe_issue_date_idx" ON "lauer_taxe" USING btree ("tenant_group","issue_date","id");--> statement-breakpoint
CREATE INDEX "lauer_taxe_market_status_idx" ON "lauer_taxe" USING btree ("tenant_group","market_status","id");--> statement-breakpoint
CREATE INDEX "manufacturers_country_idx" ON "manufacturers" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "manufacturers_company_idx" ON "manufacturers" USING btree ("company","id");--> statement-breakpoint
CREATE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "my_markets_brand_idx" ON "my_markets" USING btree ("tenant_group","brand","id");--> statement-breakpoint
CREATE INDEX "my_markets_pzn_idx" ON "my_markets" USING btree ("tenant_group","pzn","id");--> statement-breakpoint
CREATE INDEX "my_markets_market_idx" ON "my_markets" USING btree ("tenant_group","market","id");--> statement-breakpoint
CREATE INDEX "my_markets_role_idx" ON "my_markets" USING btree ("tenant_group","role","id");--> statement-breakpoint
CREATE INDEX "product_master_brand_idx" ON "product_master" USING btree ("brand","id");--> statement-breakpoint
CREATE INDEX "product_master_pzn_de_idx" ON "product_master" USING btree ("pzn_de","id");--> statement-breakpoint
CREATE INDEX "product_master_pzn_at_idx" ON "product_master" USING btree ("pzn_at","id");--> statement-breakpoint
CREATE INDEX "product_master_cip13_idx" ON "product_master" USING btree ("cip13","id");--> statement-breakpoint
CREATE INDEX "product_master_dosage_form_idx" ON "product_master" USING btree ("dosage_form","id");--> statement-breakpoint
CREATE INDEX "product_master_code_idx" ON "product_master" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "pzns_country_idx" ON "pzns" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "pzns_sub_brand_idx" ON "pzns" USING btree ("sub_brand","id");--> statement-breakpoint
CREATE INDEX "pzns_dosage_form_idx" ON "pzns" USING btree ("dosage_form","id");--> statement-breakpoint
CREATE INDEX "pzns_dispensing_status_idx" ON "pzns" USING btree ("dispensing_status","id");--> statement-breakpoint
CREATE INDEX "pzns_atc_code_idx" ON "pzns" USING btree ("atc_code","id");--> statement-breakpoint
CREATE INDEX "pzns_retail_price_idx" ON "pzns" USING btree ("retail_price","id");--> statement-breakpoint
CREATE INDEX "pzns_market_status_idx" ON "pzns" USING btree ("market_status","id");--> statement-breakpoint
CREATE INDEX "pzns_name_idx" ON "pzns" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sub_brands_brand_idx" ON "sub_brands" USING btree ("brand","id");--> statement-breakpoint
CREATE INDEX "sub_brands_name_idx" ON "sub_brands" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "underlying_pzns_bundle_idx" ON "underlying_pzns" USING btree ("bundle","id");--> statement-breakpoint
CREATE INDEX "underlying_pzns_pzn_idx" ON "underlying_pzns" USING btree ("pzn","id");