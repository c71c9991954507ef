CREATE TABLE "telephony_status_events" (
	"event_key" text PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telephony_status_events" ADD CONSTRAINT "telephony_status_events_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telephony_status_events_received_at" ON "telephony_status_events" USING btree ("received_at");