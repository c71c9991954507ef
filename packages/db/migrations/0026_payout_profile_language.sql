ALTER TABLE "payout_profiles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_profiles" ADD CONSTRAINT "payout_profiles_language_known" CHECK ("payout_profiles"."language" in ('en', 'fr'));--> statement-breakpoint
-- Profiles confirmed before the column existed speak the language of the change that confirmed them last.
UPDATE "payout_profiles" AS p SET "language" = c."language"
FROM (
  SELECT DISTINCT ON ("agent_id") "agent_id", "language"
  FROM "payout_profile_changes"
  WHERE "confirmed_at" IS NOT NULL
  ORDER BY "agent_id", "confirmed_at" DESC
) AS c
WHERE c."agent_id" = p."agent_id";
