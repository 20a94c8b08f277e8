-- Fair job claims (decision 0082): when each tenant last had a job of each kind claimed, so the
-- runner serves tenants with waiting work in turn rather than first come, first served.
-- Leases of answers being written (decision 0083): an answer left "streaming" whose lease ran out
-- was being written by a process that died; a sweep ends it as error chat.interrupted.

CREATE TABLE "job_tenant_turns" (
	"kind" text NOT NULL,
	"tenant" text NOT NULL,
	"last_claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_tenant_turns_kind_tenant_pk" PRIMARY KEY("kind","tenant")
);
--> statement-breakpoint
CREATE TABLE "chat_answer_leases" (
	"message_id" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_answer_leases" ADD CONSTRAINT "chat_answer_leases_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;
