CREATE TABLE "payout_profile_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" integer NOT NULL,
	"sealed_profile" "bytea" NOT NULL,
	"key_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"language" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_profile_changes_language_known" CHECK ("payout_profile_changes"."language" in ('en', 'fr')),
	CONSTRAINT "payout_profile_changes_failed_attempts_non_negative" CHECK ("payout_profile_changes"."failed_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payout_profile_changes" ADD CONSTRAINT "payout_profile_changes_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_profile_changes_agent_created_at_idx" ON "payout_profile_changes" USING btree ("agent_id","created_at");