CREATE TABLE "chart_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_birth_details" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"sealed" "bytea" NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_action_known";--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_actor_role_allowed";--> statement-breakpoint
ALTER TABLE "chart_shares" ADD CONSTRAINT "chart_shares_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_shares" ADD CONSTRAINT "chart_shares_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_birth_details" ADD CONSTRAINT "customer_birth_details_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chart_shares_customer_agent_key" ON "chart_shares" USING btree ("customer_id",coalesce("agent_id", 0));--> statement-breakpoint
CREATE INDEX "chart_shares_agent_idx" ON "chart_shares" USING btree ("agent_id");--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_action_known" CHECK ("staff_audit_log"."action" in ('customer.adjust_credits', 'customer.deactivate', 'customer.reactivate', 'customer.resend_verification', 'customer.sign_out_everywhere', 'refund.create', 'advisor.create', 'advisor.update', 'advisor.deactivate', 'advisor.reactivate', 'advisor.photo', 'advisor.voice', 'advisor.phone', 'advisor.login_link', 'advisor.login_reset', 'bundle.update', 'coupon.create', 'coupon.update', 'coupon.deactivate', 'promotion.create', 'promotion.update', 'promotion.deactivate', 'announcement.create', 'announcement.update', 'announcement.deactivate', 'tarot.create_weeks', 'tarot.update', 'theme.set', 'export.accounting', 'export.tax', 'review.hide', 'review.restore', 'satisfaction.grant', 'satisfaction.decline', 'earnings.adjust', 'payouts.confirm_run', 'payouts.set_minimum', 'payouts.reveal_tin', 'customer.spending_limit', 'customer.close_account', 'refund.closure_queued', 'refund.closure_resolved', 'customer.reveal_birth_details', 'customer.delete_birth_details'));--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_actor_role_allowed" CHECK ("staff_audit_log"."actor_role" in ('support', 'admin') or ("staff_audit_log"."actor_role" = 'customer' and "staff_audit_log"."action" in ('customer.close_account', 'refund.closure_queued', 'customer.reveal_birth_details', 'customer.delete_birth_details')));