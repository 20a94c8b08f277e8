CREATE INDEX "bundle_pzn_idx" ON "bundle" USING btree ("pzn","id");--> statement-breakpoint
CREATE INDEX "lauer_taxe_pzn_idx" ON "lauer_taxe" USING btree ("tenant_group","pzn","id");--> statement-breakpoint
CREATE INDEX "pzns_pzn_idx" ON "pzns" USING btree ("pzn","id");