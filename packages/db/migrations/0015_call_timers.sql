ALTER TABLE "call_sessions" ADD COLUMN "advisor_leg_sid" text;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "conference_sid" text;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "warn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "cap_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "capped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "call_sessions_timers_idx" ON "call_sessions" USING btree ("warn_at","cap_at") WHERE "call_sessions"."status" = 'dialing' and "call_sessions"."cap_at" is not null and "call_sessions"."capped_at" is null;