DROP INDEX "chat_threads_user_idx";--> statement-breakpoint
CREATE INDEX "chat_threads_user_order_idx" ON "chat_threads" USING btree ("tenant_group","user_id","pinned","last_message_at","id");