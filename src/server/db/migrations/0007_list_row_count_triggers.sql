-- Row counts of the product-data lists (docs/decisions/0025). Every statement that writes to a list's
-- table adds one row to list_row_counts: the rows it added or removed (per tenant group for
-- tenant-owned lists, '' for reference lists) and one write. Summing a list's rows gives its exact
-- size in any snapshot, on PGlite and PostgreSQL, without counting the table; inserting a row per
-- statement (rather than updating one) keeps concurrent writers from waiting on each other. The
-- server folds a list's rows into one now and then (src/server/db/resources/list-counts.ts).
-- A new list needs the same four triggers in its migration; tests/resources/list-counts.test.ts checks.
CREATE FUNCTION "count_list_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
      SELECT TG_TABLE_NAME, "tenant_group", -sum("rows"), 1 FROM "list_row_counts"
      WHERE "list" = TG_TABLE_NAME GROUP BY "tenant_group";
  ELSIF TG_ARGV[0] = 'reference' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
        SELECT TG_TABLE_NAME, '', count(*), 1 FROM new_rows HAVING count(*) > 0;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
        SELECT TG_TABLE_NAME, '', -count(*), 1 FROM old_rows HAVING count(*) > 0;
    ELSE
      -- An update changes no count; it is a write all the same (bulk-upload checks rest on it).
      INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes") VALUES (TG_TABLE_NAME, '', 0, 1);
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
        SELECT TG_TABLE_NAME, "tenant_group", count(*), 1 FROM new_rows GROUP BY "tenant_group";
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
        SELECT TG_TABLE_NAME, "tenant_group", -count(*), 1 FROM old_rows GROUP BY "tenant_group";
    ELSE
      INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
        SELECT TG_TABLE_NAME, "group", sum("delta"), 1
        FROM (SELECT "tenant_group" AS "group", 1 AS "delta" FROM new_rows
              UNION ALL SELECT "tenant_group", -1 FROM old_rows) AS "changed"
        GROUP BY "group";
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- countries
CREATE TRIGGER "countries_count_inserts" AFTER INSERT ON "countries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "countries_count_deletes" AFTER DELETE ON "countries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "countries_count_updates" AFTER UPDATE ON "countries"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "countries_count_truncates" AFTER TRUNCATE ON "countries"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'countries', '', count(*), 0 FROM "countries";
--> statement-breakpoint
-- companies
CREATE TRIGGER "companies_count_inserts" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "companies_count_deletes" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "companies_count_updates" AFTER UPDATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "companies_count_truncates" AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'companies', '', count(*), 0 FROM "companies";
--> statement-breakpoint
-- manufacturers
CREATE TRIGGER "manufacturers_count_inserts" AFTER INSERT ON "manufacturers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "manufacturers_count_deletes" AFTER DELETE ON "manufacturers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "manufacturers_count_updates" AFTER UPDATE ON "manufacturers"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "manufacturers_count_truncates" AFTER TRUNCATE ON "manufacturers"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'manufacturers', '', count(*), 0 FROM "manufacturers";
--> statement-breakpoint
-- brands
CREATE TRIGGER "brands_count_inserts" AFTER INSERT ON "brands" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "brands_count_deletes" AFTER DELETE ON "brands" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "brands_count_updates" AFTER UPDATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "brands_count_truncates" AFTER TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'brands', '', count(*), 0 FROM "brands";
--> statement-breakpoint
-- sub-brands
CREATE TRIGGER "sub_brands_count_inserts" AFTER INSERT ON "sub_brands" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "sub_brands_count_deletes" AFTER DELETE ON "sub_brands" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "sub_brands_count_updates" AFTER UPDATE ON "sub_brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "sub_brands_count_truncates" AFTER TRUNCATE ON "sub_brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'sub_brands', '', count(*), 0 FROM "sub_brands";
--> statement-breakpoint
-- pzns
CREATE TRIGGER "pzns_count_inserts" AFTER INSERT ON "pzns" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "pzns_count_deletes" AFTER DELETE ON "pzns" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "pzns_count_updates" AFTER UPDATE ON "pzns"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "pzns_count_truncates" AFTER TRUNCATE ON "pzns"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'pzns', '', count(*), 0 FROM "pzns";
--> statement-breakpoint
-- lauer-taxe
CREATE TRIGGER "lauer_taxe_count_inserts" AFTER INSERT ON "lauer_taxe" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('tenant');
--> statement-breakpoint
CREATE TRIGGER "lauer_taxe_count_deletes" AFTER DELETE ON "lauer_taxe" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('tenant');
--> statement-breakpoint
CREATE TRIGGER "lauer_taxe_count_updates" AFTER UPDATE ON "lauer_taxe" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('tenant');
--> statement-breakpoint
CREATE TRIGGER "lauer_taxe_count_truncates" AFTER TRUNCATE ON "lauer_taxe"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('tenant');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'lauer_taxe', "tenant_group", count(*), 0 FROM "lauer_taxe" GROUP BY "tenant_group";
--> statement-breakpoint
-- keywords
CREATE TRIGGER "keywords_count_inserts" AFTER INSERT ON "keywords" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "keywords_count_deletes" AFTER DELETE ON "keywords" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "keywords_count_updates" AFTER UPDATE ON "keywords"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "keywords_count_truncates" AFTER TRUNCATE ON "keywords"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'keywords', '', count(*), 0 FROM "keywords";
--> statement-breakpoint
-- keyword-pzns
CREATE TRIGGER "keyword_pzns_count_inserts" AFTER INSERT ON "keyword_pzns" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "keyword_pzns_count_deletes" AFTER DELETE ON "keyword_pzns" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "keyword_pzns_count_updates" AFTER UPDATE ON "keyword_pzns"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "keyword_pzns_count_truncates" AFTER TRUNCATE ON "keyword_pzns"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'keyword_pzns', '', count(*), 0 FROM "keyword_pzns";
--> statement-breakpoint
-- domain-pzns
CREATE TRIGGER "domain_pzns_count_inserts" AFTER INSERT ON "domain_pzns" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "domain_pzns_count_deletes" AFTER DELETE ON "domain_pzns" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "domain_pzns_count_updates" AFTER UPDATE ON "domain_pzns"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "domain_pzns_count_truncates" AFTER TRUNCATE ON "domain_pzns"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'domain_pzns', '', count(*), 0 FROM "domain_pzns";
--> statement-breakpoint
-- bundle
CREATE TRIGGER "bundle_count_inserts" AFTER INSERT ON "bundle" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "bundle_count_deletes" AFTER DELETE ON "bundle" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "bundle_count_updates" AFTER UPDATE ON "bundle"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "bundle_count_truncates" AFTER TRUNCATE ON "bundle"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'bundle', '', count(*), 0 FROM "bundle";
--> statement-breakpoint
-- underlying-pzns
CREATE TRIGGER "underlying_pzns_count_inserts" AFTER INSERT ON "underlying_pzns" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "underlying_pzns_count_deletes" AFTER DELETE ON "underlying_pzns" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "underlying_pzns_count_updates" AFTER UPDATE ON "underlying_pzns"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "underlying_pzns_count_truncates" AFTER TRUNCATE ON "underlying_pzns"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'underlying_pzns', '', count(*), 0 FROM "underlying_pzns";
--> statement-breakpoint
-- my-markets
CREATE TRIGGER "my_markets_count_inserts" AFTER INSERT ON "my_markets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('tenant');
--> statement-breakpoint
CREATE TRIGGER "my_markets_count_deletes" AFTER DELETE ON "my_markets" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('tenant');
--> statement-breakpoint
CREATE TRIGGER "my_markets_count_updates" AFTER UPDATE ON "my_markets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('tenant');
--> statement-breakpoint
CREATE TRIGGER "my_markets_count_truncates" AFTER TRUNCATE ON "my_markets"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('tenant');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'my_markets', "tenant_group", count(*), 0 FROM "my_markets" GROUP BY "tenant_group";
--> statement-breakpoint
-- product-master
CREATE TRIGGER "product_master_count_inserts" AFTER INSERT ON "product_master" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "product_master_count_deletes" AFTER DELETE ON "product_master" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "product_master_count_updates" AFTER UPDATE ON "product_master"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
CREATE TRIGGER "product_master_count_truncates" AFTER TRUNCATE ON "product_master"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_list_rows"('reference');
--> statement-breakpoint
INSERT INTO "list_row_counts" ("list", "tenant_group", "rows", "writes")
  SELECT 'product_master', '', count(*), 0 FROM "product_master";
