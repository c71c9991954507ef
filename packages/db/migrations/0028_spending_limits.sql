CREATE TABLE "spending_limit_raises" (
	"customer_id" text NOT NULL,
	"limit_name" text NOT NULL,
	"cents" integer,
	"takes_effect_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" text,
	CONSTRAINT "spending_limit_raises_customer_id_limit_name_pk" PRIMARY KEY("customer_id","limit_name"),
	CONSTRAINT "spending_limit_raises_limit" CHECK ("spending_limit_raises"."limit_name" in ('daily', 'weekly', 'monthly', 'perCallTopUp')),
	CONSTRAINT "spending_limit_raises_cents" CHECK ("spending_limit_raises"."cents" is null or "spending_limit_raises"."cents" between 0 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "spending_limits" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"daily_cents" integer,
	"weekly_cents" integer,
	"monthly_cents" integer,
	"per_call_top_up_cents" integer,
	"staff_daily_cents" integer,
	"staff_weekly_cents" integer,
	"staff_monthly_cents" integer,
	"pause_kind" text,
	"pause_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_limits_within_range" CHECK ("spending_limits"."daily_cents" between 0 and 10000000
        and "spending_limits"."weekly_cents" between 0 and 10000000
        and "spending_limits"."monthly_cents" between 0 and 10000000
        and "spending_limits"."per_call_top_up_cents" between 0 and 10000000
        and "spending_limits"."staff_daily_cents" between 0 and 10000000
        and "spending_limits"."staff_weekly_cents" between 0 and 10000000
        and "spending_limits"."staff_monthly_cents" between 0 and 10000000),
	CONSTRAINT "spending_limits_pause" CHECK (("spending_limits"."pause_kind" is null and "spending_limits"."pause_until" is null)
        or ("spending_limits"."pause_kind" in ('break', 'exclusion') and "spending_limits"."pause_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_action_known";--> statement-breakpoint
ALTER TABLE "spending_limit_raises" ADD CONSTRAINT "spending_limit_raises_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limit_raises" ADD CONSTRAINT "spending_limit_raises_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_action_known" CHECK ("staff_audit_log"."action" in ('customer.adjust_credits', 'customer.deactivate', 'customer.reactivate', 'customer.resend_verification', 'customer.sign_out_everywhere', 'refund.create', 'advisor.create', 'advisor.update', 'advisor.deactivate', 'advisor.reactivate', 'advisor.photo', 'advisor.voice', 'advisor.phone', 'advisor.login_link', 'advisor.login_reset', 'bundle.update', 'coupon.create', 'coupon.update', 'coupon.deactivate', 'promotion.create', 'promotion.update', 'promotion.deactivate', 'announcement.create', 'announcement.update', 'announcement.deactivate', 'tarot.create_weeks', 'tarot.update', 'theme.set', 'export.accounting', 'export.tax', 'review.hide', 'review.restore', 'satisfaction.grant', 'satisfaction.decline', 'earnings.adjust', 'payouts.confirm_run', 'payouts.set_minimum', 'payouts.reveal_tin', 'customer.spending_limit'));