CREATE TYPE "public"."phone_verification_purpose" AS ENUM('sign_in', 'add_phone');--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" "phone_verification_purpose" NOT NULL,
	"phone_e164" text NOT NULL,
	"customer_id" text NOT NULL,
	"code_hash" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verifications_e164" CHECK ("phone_verifications"."phone_e164" ~ '^\+[1-9][0-9]{9,14}$'),
	CONSTRAINT "phone_verifications_failed_attempts_non_negative" CHECK ("phone_verifications"."failed_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "welcome_email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_created_at_idx" ON "phone_verifications" USING btree ("phone_e164","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "phone_verifications_customer_id_idx" ON "phone_verifications" USING btree ("customer_id");