ALTER TYPE "public"."phone_verification_purpose" ADD VALUE 'advisor_phone';--> statement-breakpoint
ALTER TABLE "phone_verifications" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "advisor_agent_id" integer;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_advisor_agent_id_advisors_agent_id_fk" FOREIGN KEY ("advisor_agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verifications_advisor_agent_id_idx" ON "phone_verifications" USING btree ("advisor_agent_id");--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_phone_number_unique" UNIQUE("phone_number");--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_one_owner" CHECK (("phone_verifications"."customer_id" is null) <> ("phone_verifications"."advisor_agent_id" is null));