CREATE TABLE "advisor_application_media" (
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_application_media_pkey" PRIMARY KEY("application_id","kind"),
	CONSTRAINT "advisor_application_media_kind_known" CHECK ("advisor_application_media"."kind" in ('photo', 'voice'))
);
--> statement-breakpoint
CREATE TABLE "advisor_application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advisor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"province" text NOT NULL,
	"language" text NOT NULL,
	"languages" text[] NOT NULL,
	"specialties" text[] NOT NULL,
	"styles" text[] NOT NULL,
	"experience" text NOT NULL,
	"availability" jsonb NOT NULL,
	"presentation" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"withdraw_token" text NOT NULL,
	"test_reading_at" timestamp with time zone,
	"screener_user_id" text,
	"test_scores" jsonb,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_applications_withdraw_token_unique" UNIQUE("withdraw_token"),
	CONSTRAINT "advisor_applications_status_known" CHECK ("advisor_applications"."status" in ('new', 'screening', 'test_reading', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "advisor_applications_language_known" CHECK ("advisor_applications"."language" in ('en', 'fr')),
	CONSTRAINT "advisor_applications_email_lower_case" CHECK ("advisor_applications"."email" = lower("advisor_applications"."email"))
);
--> statement-breakpoint
CREATE TABLE "application_phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_action_known";--> statement-breakpoint
ALTER TABLE "advisor_application_media" ADD CONSTRAINT "advisor_application_media_application_id_advisor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."advisor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_application_notes" ADD CONSTRAINT "advisor_application_notes_application_id_advisor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."advisor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_application_notes" ADD CONSTRAINT "advisor_application_notes_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_applications" ADD CONSTRAINT "advisor_applications_screener_user_id_user_id_fk" FOREIGN KEY ("screener_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_applications" ADD CONSTRAINT "advisor_applications_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_application_notes_application_idx" ON "advisor_application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "advisor_applications_status_created_idx" ON "advisor_applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advisor_applications_email_idx" ON "advisor_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "advisor_applications_phone_idx" ON "advisor_applications" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "advisor_applications_decided_idx" ON "advisor_applications" USING btree ("decided_at") WHERE "advisor_applications"."status" in ('rejected', 'withdrawn');--> statement-breakpoint
CREATE INDEX "application_phone_codes_phone_created_idx" ON "application_phone_codes" USING btree ("phone","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_action_known" CHECK ("staff_audit_log"."action" in ('customer.adjust_credits', 'customer.deactivate', 'customer.reactivate', 'customer.resend_verification', 'customer.sign_out_everywhere', 'refund.create', 'advisor.create', 'advisor.update', 'advisor.deactivate', 'advisor.reactivate', 'advisor.photo', 'advisor.voice', 'advisor.phone', 'advisor.login_link', 'advisor.login_reset', 'bundle.update', 'coupon.create', 'coupon.update', 'coupon.deactivate', 'promotion.create', 'promotion.update', 'promotion.deactivate', 'announcement.create', 'announcement.update', 'announcement.deactivate', 'tarot.create_weeks', 'tarot.update', 'theme.set', 'export.accounting', 'export.tax', 'review.hide', 'review.restore', 'satisfaction.grant', 'satisfaction.decline', 'earnings.adjust', 'payouts.confirm_run', 'payouts.set_minimum', 'payouts.reveal_tin', 'customer.spending_limit', 'customer.close_account', 'refund.closure_queued', 'refund.closure_resolved', 'customer.reveal_birth_details', 'customer.delete_birth_details', 'application.status', 'application.note', 'application.schedule_test', 'application.record_test', 'application.approve', 'application.reject', 'advisor.publish'));