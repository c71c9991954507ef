CREATE TABLE "advisor_earnings" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earnings_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"minutes" integer,
	"rate_cents" integer,
	"reason" text,
	"note" text,
	"override_negative" boolean DEFAULT false NOT NULL,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_ledger_agent_kind_reference_key" UNIQUE("agent_id","kind","reference"),
	CONSTRAINT "earnings_ledger_kind_known" CHECK ("earnings_ledger"."kind" in ('call', 'adjustment', 'payout', 'payout_return')),
	CONSTRAINT "earnings_ledger_delta_non_zero" CHECK ("earnings_ledger"."delta_cents" <> 0),
	CONSTRAINT "earnings_ledger_balance_non_negative" CHECK ("earnings_ledger"."balance_after_cents" >= 0 or "earnings_ledger"."override_negative"),
	CONSTRAINT "earnings_ledger_reason_known" CHECK ("earnings_ledger"."reason" is null or "earnings_ledger"."reason" in ('bonus', 'correction', 'clawback')),
	CONSTRAINT "earnings_ledger_adjustment_explained" CHECK ("earnings_ledger"."kind" <> 'adjustment' or ("earnings_ledger"."reason" is not null and "earnings_ledger"."note" is not null)),
	CONSTRAINT "earnings_ledger_call_priced" CHECK ("earnings_ledger"."kind" <> 'call' or ("earnings_ledger"."minutes" > 0 and "earnings_ledger"."rate_cents" >= 0)),
	CONSTRAINT "earnings_ledger_override_adjustment_only" CHECK (not "earnings_ledger"."override_negative" or "earnings_ledger"."kind" = 'adjustment')
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_key" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_batch_id" text,
	"total_cents" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"reconcile_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_method_known" CHECK ("payout_batches"."method" in ('interac', 'paypal')),
	CONSTRAINT "payout_batches_status_known" CHECK ("payout_batches"."status" in ('created', 'sent', 'done')),
	CONSTRAINT "payout_batches_total_positive" CHECK ("payout_batches"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"agent_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"destination" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_item_id" text,
	"failure_reason" text,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_items_amount_positive" CHECK ("payout_items"."amount_cents" > 0),
	CONSTRAINT "payout_items_status_known" CHECK ("payout_items"."status" in ('created', 'sent', 'paid', 'failed', 'returned', 'unclaimed'))
);
--> statement-breakpoint
CREATE TABLE "payout_profiles" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"destination" text NOT NULL,
	"legal_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text DEFAULT 'CA' NOT NULL,
	"tin_kind" text NOT NULL,
	"tin_ciphertext" "bytea" NOT NULL,
	"tin_last3" text NOT NULL,
	"birth_date_ciphertext" "bytea",
	"key_id" text NOT NULL,
	"gst_hst_number" text,
	"qst_number" text,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_profiles_method_known" CHECK ("payout_profiles"."method" in ('interac', 'paypal')),
	CONSTRAINT "payout_profiles_tin_kind_known" CHECK ("payout_profiles"."tin_kind" in ('sin', 'bn')),
	CONSTRAINT "payout_profiles_tin_last3" CHECK ("payout_profiles"."tin_last3" ~ '^[0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"run_key" text PRIMARY KEY NOT NULL,
	"period" text,
	"minimum_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"confirmed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_action_known";--> statement-breakpoint
ALTER TABLE "advisor_earnings" ADD CONSTRAINT "advisor_earnings_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_run_key_payout_runs_run_key_fk" FOREIGN KEY ("run_key") REFERENCES "public"."payout_runs"("run_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_profiles" ADD CONSTRAINT "payout_profiles_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnings_ledger_agent_created_at_idx" ON "earnings_ledger" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_run_method_idx" ON "payout_batches" USING btree ("run_key","method");--> statement-breakpoint
CREATE INDEX "payout_batches_open_idx" ON "payout_batches" USING btree ("status") WHERE "payout_batches"."status" <> 'done';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_batch_agent_idx" ON "payout_items" USING btree ("batch_id","agent_id");--> statement-breakpoint
CREATE INDEX "payout_items_agent_created_at_idx" ON "payout_items" USING btree ("agent_id","created_at");--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_action_known" CHECK ("staff_audit_log"."action" in ('customer.adjust_credits', 'customer.deactivate', 'customer.reactivate', 'customer.resend_verification', 'customer.sign_out_everywhere', 'refund.create', 'advisor.create', 'advisor.update', 'advisor.deactivate', 'advisor.reactivate', 'advisor.photo', 'advisor.voice', 'advisor.phone', 'advisor.login_link', 'advisor.login_reset', 'bundle.update', 'coupon.create', 'coupon.update', 'coupon.deactivate', 'promotion.create', 'promotion.update', 'promotion.deactivate', 'announcement.create', 'announcement.update', 'announcement.deactivate', 'tarot.create_weeks', 'tarot.update', 'theme.set', 'export.accounting', 'review.hide', 'review.restore', 'satisfaction.grant', 'satisfaction.decline', 'earnings.adjust', 'payouts.confirm_run', 'payouts.set_minimum', 'payouts.reveal_tin'));--> statement-breakpoint
-- The earnings ledger is the advisors' book of account: a mistake is corrected by appending an adjustment,
-- never by rewriting or removing a row.
CREATE FUNCTION "earnings_ledger_reject_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'earnings_ledger is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'integrity_constraint_violation', HINT = 'Append an adjustment instead.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "earnings_ledger_no_update_or_delete"
BEFORE UPDATE OR DELETE ON "earnings_ledger"
FOR EACH ROW EXECUTE FUNCTION "earnings_ledger_reject_change"();
--> statement-breakpoint
CREATE TRIGGER "earnings_ledger_no_truncate"
BEFORE TRUNCATE ON "earnings_ledger"
FOR EACH STATEMENT EXECUTE FUNCTION "earnings_ledger_reject_change"();
--> statement-breakpoint
-- Calls settled before the ledger existed are earned now, once each, at the rate stored with the call (or
-- the advisor's own rate for the oldest calls, which stored none; a call with neither earns nothing here).
INSERT INTO "earnings_ledger" ("agent_id", "kind", "delta_cents", "balance_after_cents", "reference", "minutes", "rate_cents", "created_at")
SELECT "agent_id", 'call', "delta", sum("delta") OVER (PARTITION BY "agent_id" ORDER BY "created_at", "call_sid"), "call_sid", "minutes_used", "rate", "created_at"
FROM (
  SELECT u."advisor_agent_id" AS "agent_id", u."call_sid", u."minutes_used", u."created_at",
    coalesce(u."payout_cents_per_minute", a."payout_cents_per_minute") AS "rate",
    u."minutes_used" * coalesce(u."payout_cents_per_minute", a."payout_cents_per_minute") AS "delta"
  FROM "credit_usage" u JOIN "advisors" a ON a."agent_id" = u."advisor_agent_id"
  WHERE u."call_sid" IS NOT NULL AND u."minutes_used" > 0
) AS "past"
WHERE "delta" > 0;
--> statement-breakpoint
INSERT INTO "advisor_earnings" ("agent_id", "balance_cents")
SELECT a."agent_id", coalesce((SELECT sum(l."delta_cents") FROM "earnings_ledger" l WHERE l."agent_id" = a."agent_id"), 0)
FROM "advisors" a;
