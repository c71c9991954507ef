-- Closing an account refunds its unused paid minutes: one row per purchase refunded or queued for staff.
-- The audit log also takes the customer as the actor of closing their own account and of a closure
-- refund queued for staff (no other action), so staff read those beside their own money actions.
CREATE TABLE "closure_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"purchase_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"minutes" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"refund_id" uuid,
	"status" text NOT NULL,
	"queue_reason" text,
	"queued_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closure_refunds_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "closure_refunds_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "closure_refunds_status_known" CHECK ("closure_refunds"."status" in ('opened', 'queued', 'resolved')),
	CONSTRAINT "closure_refunds_queue_reason_known" CHECK ("closure_refunds"."queue_reason" is null or "closure_refunds"."queue_reason" in ('provider_not_configured', 'provider_refused')),
	CONSTRAINT "closure_refunds_minutes_positive" CHECK ("closure_refunds"."minutes" > 0),
	CONSTRAINT "closure_refunds_amount_cents_positive" CHECK ("closure_refunds"."amount_cents" > 0),
	CONSTRAINT "closure_refunds_opened_has_refund" CHECK ("closure_refunds"."status" <> 'opened' or "closure_refunds"."refund_id" is not null),
	CONSTRAINT "closure_refunds_queue_shape" CHECK (("closure_refunds"."status" = 'opened') = ("closure_refunds"."queued_at" is null) and ("closure_refunds"."queued_at" is null) = ("closure_refunds"."queue_reason" is null)),
	CONSTRAINT "closure_refunds_resolution_shape" CHECK (("closure_refunds"."status" = 'resolved') = ("closure_refunds"."resolved_at" is not null) and ("closure_refunds"."resolved_at" is null) = ("closure_refunds"."resolved_by" is null) and ("closure_refunds"."resolved_at" is null) = ("closure_refunds"."resolution_note" is null))
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_actor_role_staff";--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_action_known";--> statement-breakpoint
ALTER TABLE "closure_refunds" ADD CONSTRAINT "closure_refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closure_refunds" ADD CONSTRAINT "closure_refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closure_refunds" ADD CONSTRAINT "closure_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closure_refunds" ADD CONSTRAINT "closure_refunds_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closure_refunds_customer_id_idx" ON "closure_refunds" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "closure_refunds_queued_idx" ON "closure_refunds" USING btree ("queued_at") WHERE "closure_refunds"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_actor_role_allowed" CHECK ("staff_audit_log"."actor_role" in ('support', 'admin') or ("staff_audit_log"."actor_role" = 'customer' and "staff_audit_log"."action" in ('customer.close_account', 'refund.closure_queued')));--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_action_known" CHECK ("staff_audit_log"."action" in ('customer.adjust_credits', 'customer.deactivate', 'customer.reactivate', 'customer.resend_verification', 'customer.sign_out_everywhere', 'refund.create', 'advisor.create', 'advisor.update', 'advisor.deactivate', 'advisor.reactivate', 'advisor.photo', 'advisor.voice', 'advisor.phone', 'advisor.login_link', 'advisor.login_reset', 'bundle.update', 'coupon.create', 'coupon.update', 'coupon.deactivate', 'promotion.create', 'promotion.update', 'promotion.deactivate', 'announcement.create', 'announcement.update', 'announcement.deactivate', 'tarot.create_weeks', 'tarot.update', 'theme.set', 'export.accounting', 'export.tax', 'review.hide', 'review.restore', 'satisfaction.grant', 'satisfaction.decline', 'earnings.adjust', 'payouts.confirm_run', 'payouts.set_minimum', 'payouts.reveal_tin', 'customer.spending_limit', 'customer.close_account', 'refund.closure_queued', 'refund.closure_resolved'));