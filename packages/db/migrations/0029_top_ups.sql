CREATE TABLE "saved_paypal_accounts" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"setup_token_id" text,
	"payment_token_id" text,
	"paypal_customer_id" text,
	"email_masked" text,
	"top_up_bundle_id" text DEFAULT 'bundle-10' NOT NULL,
	"auto_top_up" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_paypal_accounts_setup_token_id_unique" UNIQUE("setup_token_id"),
	CONSTRAINT "saved_paypal_accounts_payment_token_id_unique" UNIQUE("payment_token_id"),
	CONSTRAINT "saved_paypal_accounts_status" CHECK ("saved_paypal_accounts"."status" in ('pending', 'active', 'removing')),
	CONSTRAINT "saved_paypal_accounts_active_token" CHECK ("saved_paypal_accounts"."status" <> 'active' or "saved_paypal_accounts"."payment_token_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"customer_id" text NOT NULL,
	"call_sid" text NOT NULL,
	"kind" text NOT NULL,
	"bundle_id" text NOT NULL,
	"payment_order_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"minutes" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "top_ups_key_unique" UNIQUE("key"),
	CONSTRAINT "top_ups_payment_order_id_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "top_ups_kind" CHECK ("top_ups"."kind" in ('key', 'auto')),
	CONSTRAINT "top_ups_status" CHECK ("top_ups"."status" in ('pending', 'completed', 'declined', 'refused', 'failed')),
	CONSTRAINT "top_ups_amounts_non_negative" CHECK ("top_ups"."minutes" >= 0 and "top_ups"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "top_up_offered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "top_up_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "on_hold_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "held_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_paypal_accounts" ADD CONSTRAINT "saved_paypal_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_paypal_accounts" ADD CONSTRAINT "saved_paypal_accounts_top_up_bundle_id_bundles_id_fk" FOREIGN KEY ("top_up_bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_call_sid_call_sessions_call_sid_fk" FOREIGN KEY ("call_sid") REFERENCES "public"."call_sessions"("call_sid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "top_ups_call_sid_idx" ON "top_ups" USING btree ("call_sid");--> statement-breakpoint
ALTER TABLE "call_sessions" ADD CONSTRAINT "call_sessions_top_ups_non_negative" CHECK ("call_sessions"."top_up_round" >= 0 and "call_sessions"."held_seconds" >= 0);