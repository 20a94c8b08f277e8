CREATE TABLE "chat_thread_search" (
	"thread_id" text PRIMARY KEY NOT NULL,
	"lexemes" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_lexeme_chunks" (
	"tenant_group" text NOT NULL,
	"lexeme" text NOT NULL,
	"chunks" integer NOT NULL,
	CONSTRAINT "knowledge_lexeme_chunks_tenant_group_lexeme_pk" PRIMARY KEY("tenant_group","lexeme")
);
--> statement-breakpoint
ALTER TABLE "chat_thread_search" ADD CONSTRAINT "chat_thread_search_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- chat_thread_search (decision 0054): per thread, the lexemes of its messages' search vectors without
-- positions, and its number of messages, so the history search checks a thread with one row instead
-- of its messages. Kept here, on every write to chat_messages, whoever writes (the server, scripts,
-- SQL by hand). Inserts add their lexemes and count; a changed search vector adds the new lexemes
-- when the old vector was empty (an answer's row is inserted empty and written when it ends) and
-- otherwise reads the thread's messages again, as deletes do (edit and regenerate, rare).
CREATE FUNCTION "chat_thread_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "chat_thread_search" AS s ("thread_id", "lexemes", "message_count")
      SELECT n."thread_id",
        array_to_tsvector(coalesce((SELECT array_agg(DISTINCT l) FROM new_rows w, unnest(tsvector_to_array(w."search_vector")) AS l
                                    WHERE w."thread_id" = n."thread_id"), '{}')),
        count(*)
      FROM new_rows n GROUP BY n."thread_id"
    ON CONFLICT ("thread_id") DO UPDATE SET "lexemes" = s."lexemes" || excluded."lexemes", "message_count" = s."message_count" + excluded."message_count";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "chat_thread_search" s SET "message_count" = s."message_count" - d."gone",
      "lexemes" = array_to_tsvector(coalesce((SELECT array_agg(DISTINCT l) FROM "chat_messages" m, unnest(tsvector_to_array(m."search_vector")) AS l
                                              WHERE m."thread_id" = s."thread_id"), '{}'))
    FROM (SELECT "thread_id", count(*) AS "gone" FROM old_rows GROUP BY "thread_id") d
    WHERE s."thread_id" = d."thread_id";
  ELSIF coalesce(length(OLD."search_vector"), 0) = 0 THEN
    UPDATE "chat_thread_search" s SET "lexemes" = s."lexemes" || strip(coalesce(NEW."search_vector", ''::tsvector))
    WHERE s."thread_id" = NEW."thread_id";
  ELSE
    UPDATE "chat_thread_search" s
    SET "lexemes" = array_to_tsvector(coalesce((SELECT array_agg(DISTINCT l) FROM "chat_messages" m, unnest(tsvector_to_array(m."search_vector")) AS l
                                                WHERE m."thread_id" = s."thread_id"), '{}'))
    WHERE s."thread_id" = NEW."thread_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "chat_thread_search_inserts" AFTER INSERT ON "chat_messages" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "chat_thread_search_keep"();
--> statement-breakpoint
CREATE TRIGGER "chat_thread_search_deletes" AFTER DELETE ON "chat_messages" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "chat_thread_search_keep"();
--> statement-breakpoint
CREATE TRIGGER "chat_thread_search_updates" AFTER UPDATE OF "search_vector" ON "chat_messages"
  FOR EACH ROW WHEN (OLD."search_vector" IS DISTINCT FROM NEW."search_vector") EXECUTE FUNCTION "chat_thread_search_keep"();
--> statement-breakpoint
INSERT INTO "chat_thread_search" ("thread_id", "lexemes", "message_count")
  SELECT m."thread_id",
    array_to_tsvector(coalesce(array_agg(DISTINCT l) FILTER (WHERE l IS NOT NULL), '{}')),
    count(DISTINCT m."id")
  FROM "chat_messages" m LEFT JOIN LATERAL unnest(tsvector_to_array(m."search_vector")) AS l ON true
  GROUP BY m."thread_id";
--> statement-breakpoint
-- knowledge_lexeme_chunks (decision 0054): per tenant and lexeme, how many chunks hold it. Retrieval
-- weighs a question's words by it (decision 0043) instead of counting chunks through the GIN index,
-- which read up to 500 chunk rows per common word. Kept here on every write to knowledge_chunks; a
-- lexeme whose chunks are all gone stays with 0.
CREATE FUNCTION "knowledge_lexeme_chunks_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "knowledge_lexeme_chunks" k SET "chunks" = k."chunks" - d."chunks"
    FROM (SELECT o."tenant_group", l, count(*) AS "chunks" FROM old_rows o, unnest(tsvector_to_array(o."search_vector")) AS l GROUP BY 1, 2) d
    WHERE k."tenant_group" = d."tenant_group" AND k."lexeme" = d.l;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "knowledge_lexeme_chunks" AS k ("tenant_group", "lexeme", "chunks")
      SELECT n."tenant_group", l, count(*) FROM new_rows n, unnest(tsvector_to_array(n."search_vector")) AS l GROUP BY 1, 2
    ON CONFLICT ("tenant_group", "lexeme") DO UPDATE SET "chunks" = k."chunks" + excluded."chunks";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "knowledge_lexeme_chunks_inserts" AFTER INSERT ON "knowledge_chunks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "knowledge_lexeme_chunks_keep"();
--> statement-breakpoint
CREATE TRIGGER "knowledge_lexeme_chunks_deletes" AFTER DELETE ON "knowledge_chunks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "knowledge_lexeme_chunks_keep"();
--> statement-breakpoint
CREATE TRIGGER "knowledge_lexeme_chunks_updates" AFTER UPDATE ON "knowledge_chunks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "knowledge_lexeme_chunks_keep"();
--> statement-breakpoint
INSERT INTO "knowledge_lexeme_chunks" ("tenant_group", "lexeme", "chunks")
  SELECT c."tenant_group", l, count(*) FROM "knowledge_chunks" c, unnest(tsvector_to_array(c."search_vector")) AS l GROUP BY 1, 2;
