-- Every transaction that changes a model, a provider, a tenant's allow-list or a tenant's AI settings
-- notifies 'tessera_ai_config_changed' at commit. On PGlite the server empties its cache of resolved
-- models on it (src/server/db/ai-config-cache.ts, decision 0072); on PostgreSQL nobody listens and
-- the notification costs nothing.
CREATE FUNCTION "notify_ai_config_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tessera_ai_config_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ai_models_config_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ai_models"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_ai_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "ai_providers_config_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ai_providers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_ai_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenant_allowed_models_config_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenant_allowed_models"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_ai_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenant_ai_settings_config_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenant_ai_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_ai_config_changed"();
