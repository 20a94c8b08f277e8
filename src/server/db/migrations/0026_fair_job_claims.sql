-- Fair job claims (decision 0082): when each tenant last had a job of each kind claimed, so the
-- runner serves tenants with waiting work in turn rather than first come, first served.

CREATE TABLE "job_tenant_turns" (
	"kind" text NOT NULL,
	"tenant" text NOT NULL,
	"last_claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_tenant_turns_kind_tenant_pk" PRIMARY KEY("kind","tenant")
);
