-- A (field, id) index for every column the grid can sort a list by (its list columns), not only the
-- filters and the default sort: a deep page sorted by pzn, quantity or unit sorted or read every row
-- without one (docs/decisions/0024).
CREATE INDEX "bundle_pzn_idx" ON "bundle" USING btree ("pzn","id");--> statement-breakpoint
CREATE INDEX "companies_website_idx" ON "companies" USING btree ("website","id");--> statement-breakpoint
CREATE INDEX "countries_name_de_idx" ON "countries" USING btree ("name_de","id");--> statement-breakpoint
CREATE INDEX "countries_name_en_idx" ON "countries" USING btree ("name_en","id");--> statement-breakpoint
CREATE INDEX "countries_name_fr_idx" ON "countries" USING btree ("name_fr","id");--> statement-breakpoint
CREATE INDEX "domain_pzns_price_idx" ON "domain_pzns" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "keyword_pzns_rank_idx" ON "keyword_pzns" USING btree ("rank","id");--> statement-breakpoint
CREATE INDEX "lauer_taxe_pzn_idx" ON "lauer_taxe" USING btree ("tenant_group","pzn","id");--> statement-breakpoint
CREATE INDEX "lauer_taxe_name_idx" ON "lauer_taxe" USING btree ("tenant_group","name","id");--> statement-breakpoint
CREATE INDEX "lauer_taxe_manufacturer_price_idx" ON "lauer_taxe" USING btree ("tenant_group","manufacturer_price","id");--> statement-breakpoint
CREATE INDEX "lauer_taxe_pharmacy_purchase_price_idx" ON "lauer_taxe" USING btree ("tenant_group","pharmacy_purchase_price","id");--> statement-breakpoint
CREATE INDEX "lauer_taxe_retail_price_idx" ON "lauer_taxe" USING btree ("tenant_group","retail_price","id");--> statement-breakpoint
CREATE INDEX "product_master_name_idx" ON "product_master" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_master_strength_idx" ON "product_master" USING btree ("strength","id");--> statement-breakpoint
CREATE INDEX "product_master_pack_size_idx" ON "product_master" USING btree ("pack_size","id");--> statement-breakpoint
CREATE INDEX "pzns_pzn_idx" ON "pzns" USING btree ("pzn","id");--> statement-breakpoint
CREATE INDEX "pzns_quantity_idx" ON "pzns" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "pzns_unit_idx" ON "pzns" USING btree ("unit","id");--> statement-breakpoint
CREATE INDEX "underlying_pzns_quantity_idx" ON "underlying_pzns" USING btree ("quantity","id");