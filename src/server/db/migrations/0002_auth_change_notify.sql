-- Every transaction that changes a user, or revokes, re-keys or removes a session, notifies
-- 'tessera_auth_changed' at commit. On PGlite the server empties its session cache on it
-- (src/server/db/session-cache.ts); on PostgreSQL nobody listens and the notification costs nothing.
-- Touching sessions.last_used_at does not notify: it changes no one's access.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tessera_auth_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OF "token_hash", "user_id", "revoked_at", "expires_at" OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
