CREATE TABLE "advisor_holds" (
	"call_sid" text PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_holds_outcome" CHECK ("advisor_holds"."outcome" is null or "advisor_holds"."outcome" in ('reconnected', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "advisor_holds" ADD CONSTRAINT "advisor_holds_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_holds" ADD CONSTRAINT "advisor_holds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_holds_open_agent_idx" ON "advisor_holds" USING btree ("agent_id") WHERE "advisor_holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "advisor_holds_open_customer_idx" ON "advisor_holds" USING btree ("customer_id") WHERE "advisor_holds"."released_at" is null;