CREATE TYPE "public"."call_session_status" AS ENUM('gathering', 'dialing', 'completed', 'not_connected', 'refused');--> statement-breakpoint
CREATE TABLE "call_sessions" (
	"call_sid" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"from_number" text NOT NULL,
	"status" "call_session_status" DEFAULT 'gathering' NOT NULL,
	"extension_attempts" integer DEFAULT 0 NOT NULL,
	"advisor_agent_id" integer,
	"reserved_minutes" integer DEFAULT 0 NOT NULL,
	"dial_started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_sessions_reserved_minutes_non_negative" CHECK ("call_sessions"."reserved_minutes" >= 0),
	CONSTRAINT "call_sessions_extension_attempts_non_negative" CHECK ("call_sessions"."extension_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "call_sessions" ADD CONSTRAINT "call_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD CONSTRAINT "call_sessions_advisor_agent_id_advisors_agent_id_fk" FOREIGN KEY ("advisor_agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_sessions_customer_id_status_idx" ON "call_sessions" USING btree ("customer_id","status");