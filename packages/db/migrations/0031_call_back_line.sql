CREATE TABLE "call_back_lines" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_back_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"ended_reason" text,
	"leave_token" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"call_sid" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "call_back_places_leave_token_unique" UNIQUE("leave_token"),
	CONSTRAINT "call_back_places_call_sid_unique" UNIQUE("call_sid"),
	CONSTRAINT "call_back_places_status" CHECK ("call_back_places"."status" in ('waiting', 'calling', 'connected', 'skipped', 'left', 'expired', 'cleared')),
	CONSTRAINT "call_back_places_attempts" CHECK ("call_back_places"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "call_back_lines" ADD CONSTRAINT "call_back_lines_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_back_places" ADD CONSTRAINT "call_back_places_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_back_places" ADD CONSTRAINT "call_back_places_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_back_places_one_live_per_customer" ON "call_back_places" USING btree ("customer_id") WHERE "call_back_places"."status" in ('waiting', 'calling');--> statement-breakpoint
CREATE INDEX "call_back_places_line_idx" ON "call_back_places" USING btree ("agent_id","joined_at") WHERE "call_back_places"."status" in ('waiting', 'calling');