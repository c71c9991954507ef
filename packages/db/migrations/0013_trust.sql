ALTER TYPE "public"."credit_ledger_kind" ADD VALUE 'satisfaction_credit';--> statement-breakpoint
ALTER TYPE "public"."credit_ledger_kind" ADD VALUE 'dropped_call_credit';--> statement-breakpoint
CREATE TABLE "message_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "message_jobs_status_known" CHECK ("message_jobs"."status" in ('pending', 'sending', 'sent', 'failed', 'unknown')),
	CONSTRAINT "message_jobs_attempts_non_negative" CHECK ("message_jobs"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "availability_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"advisor_agent_id" integer NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"night_ok" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "availability_alerts_expiry_after_creation" CHECK ("availability_alerts"."expires_at" > "availability_alerts"."created_at")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"customer_id" text NOT NULL,
	"advisor_agent_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_pkey" PRIMARY KEY("customer_id","advisor_agent_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"advisor_agent_id" integer NOT NULL,
	"review_day" date NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"source" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_note" text,
	"hidden_by" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_length" CHECK ("reviews"."comment" is null or char_length("reviews"."comment") between 1 and 1000),
	CONSTRAINT "reviews_reply_length" CHECK ("reviews"."reply" is null or char_length("reviews"."reply") between 1 and 1000),
	CONSTRAINT "reviews_source_known" CHECK ("reviews"."source" in ('web', 'phone')),
	CONSTRAINT "reviews_hidden_with_reason" CHECK (("reviews"."hidden_at" is null and "reviews"."hidden_reason" is null) or ("reviews"."hidden_at" is not null and "reviews"."hidden_reason" in ('insult', 'personal_data', 'spam'))),
	CONSTRAINT "reviews_reply_dated" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null))
);
--> statement-breakpoint
CREATE TABLE "satisfaction_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"usage_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"minutes_granted" integer,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "satisfaction_requests_usage_id_unique" UNIQUE("usage_id"),
	CONSTRAINT "satisfaction_requests_reason_known" CHECK ("satisfaction_requests"."reason" in ('inaccurate', 'connection', 'advisor_conduct', 'not_as_described', 'other')),
	CONSTRAINT "satisfaction_requests_status_known" CHECK ("satisfaction_requests"."status" in ('pending', 'granted', 'declined')),
	CONSTRAINT "satisfaction_requests_decided" CHECK (("satisfaction_requests"."status" = 'pending') = ("satisfaction_requests"."decided_at" is null) and ("satisfaction_requests"."status" = 'granted') = ("satisfaction_requests"."minutes_granted" is not null)),
	CONSTRAINT "satisfaction_requests_minutes_positive" CHECK ("satisfaction_requests"."minutes_granted" is null or "satisfaction_requests"."minutes_granted" > 0),
	CONSTRAINT "satisfaction_requests_comment_length" CHECK ("satisfaction_requests"."comment" is null or char_length("satisfaction_requests"."comment") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_action_known";--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_advisor_agent_id_advisors_agent_id_fk" FOREIGN KEY ("advisor_agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_advisor_agent_id_advisors_agent_id_fk" FOREIGN KEY ("advisor_agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_advisor_agent_id_advisors_agent_id_fk" FOREIGN KEY ("advisor_agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_requests" ADD CONSTRAINT "satisfaction_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_requests" ADD CONSTRAINT "satisfaction_requests_usage_id_credit_usage_id_fk" FOREIGN KEY ("usage_id") REFERENCES "public"."credit_usage"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_requests" ADD CONSTRAINT "satisfaction_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_jobs_due_idx" ON "message_jobs" USING btree ("next_attempt_at") WHERE "message_jobs"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "availability_alerts_open_key" ON "availability_alerts" USING btree ("customer_id","advisor_agent_id") WHERE "availability_alerts"."fired_at" is null and "availability_alerts"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "availability_alerts_advisor_open_idx" ON "availability_alerts" USING btree ("advisor_agent_id") WHERE "availability_alerts"."fired_at" is null and "availability_alerts"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_advisor_day_key" ON "reviews" USING btree ("customer_id","advisor_agent_id","review_day");--> statement-breakpoint
CREATE INDEX "reviews_advisor_created_at_idx" ON "reviews" USING btree ("advisor_agent_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "satisfaction_requests_customer_created_idx" ON "satisfaction_requests" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "satisfaction_requests_pending_idx" ON "satisfaction_requests" USING btree ("created_at") WHERE "satisfaction_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_action_known" CHECK ("staff_audit_log"."action" in ('customer.adjust_credits', 'customer.deactivate', 'customer.reactivate', 'customer.resend_verification', 'customer.sign_out_everywhere', 'refund.create', 'advisor.create', 'advisor.update', 'advisor.deactivate', 'advisor.reactivate', 'advisor.photo', 'advisor.voice', 'advisor.phone', 'advisor.login_link', 'advisor.login_reset', 'coupon.create', 'coupon.update', 'coupon.deactivate', 'promotion.create', 'promotion.update', 'promotion.deactivate', 'announcement.create', 'announcement.update', 'announcement.deactivate', 'tarot.create_weeks', 'tarot.update', 'theme.set', 'export.accounting', 'review.hide', 'review.restore', 'satisfaction.grant', 'satisfaction.decline'));--> statement-breakpoint
-- An advisor who starts taking calls (signed in and not on a call), whoever wrote it: the console, the
-- phone menu, the telephony webhook, the end of a call or staff. Every instance LISTENs, and the one that
-- locks an open "notify me" first fires it; the notice is sent with the commit, never for a rollback.
CREATE FUNCTION "advisor_became_available"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_active AND NEW.signed_in AND NOT NEW.on_a_call
     AND NOT (OLD.is_active AND OLD.signed_in AND NOT OLD.on_a_call) THEN
    PERFORM pg_notify('advisor_available', NEW.agent_id::text);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "advisors_became_available" AFTER UPDATE OF "signed_in", "on_a_call", "is_active" ON "advisors"
  FOR EACH ROW EXECUTE FUNCTION "advisor_became_available"();
