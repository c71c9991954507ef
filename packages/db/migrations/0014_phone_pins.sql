CREATE TABLE "phone_pins" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_pins_failed_attempts_non_negative" CHECK ("phone_pins"."failed_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "phone_pins" ADD CONSTRAINT "phone_pins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;