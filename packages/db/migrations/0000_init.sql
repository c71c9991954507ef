CREATE TYPE "public"."announcement_severity" AS ENUM('info', 'warning', 'critical');--> statement-breakpoint
CREATE TYPE "public"."coupon_type" AS ENUM('percentage_off', 'bonus_minutes', 'percentage_bonus_minutes');--> statement-breakpoint
CREATE TYPE "public"."credit_ledger_kind" AS ENUM('purchase', 'gift', 'coupon_bonus', 'monthly_cashback', 'call_usage', 'staff_adjustment', 'refund');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('sms', 'email');--> statement-breakpoint
CREATE TYPE "public"."payment_order_status" AS ENUM('created', 'approved', 'completed', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('paypal', 'interac');--> statement-breakpoint
CREATE TYPE "public"."purchase_provider" AS ENUM('paypal', 'interac', 'cashback');--> statement-breakpoint
CREATE TABLE "advisor_media" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"photo" "bytea",
	"photo_content_type" text,
	"audio" "bytea",
	"audio_content_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_media_photo_typed" CHECK (("advisor_media"."photo" is null) = ("advisor_media"."photo_content_type" is null)),
	CONSTRAINT "advisor_media_audio_typed" CHECK (("advisor_media"."audio" is null) = ("advisor_media"."audio_content_type" is null))
);
--> statement-breakpoint
CREATE TABLE "advisors" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"gender" text,
	"schedule" jsonb,
	"signed_in" boolean DEFAULT false NOT NULL,
	"on_a_call" boolean DEFAULT false NOT NULL,
	"bridged" boolean DEFAULT false NOT NULL,
	"is_ic_call" boolean DEFAULT false NOT NULL,
	"avail_time" integer DEFAULT 0 NOT NULL,
	"avail_time_str" text DEFAULT '' NOT NULL,
	"phone_number" text NOT NULL,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisors_name_unique" UNIQUE("name"),
	CONSTRAINT "advisors_agent_id_positive" CHECK ("advisors"."agent_id" > 0),
	CONSTRAINT "advisors_avail_time_non_negative" CHECK ("advisors"."avail_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "platform_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"severity" "announcement_severity" DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_announcements_window" CHECK ("platform_announcements"."start_at" is null or "platform_announcements"."end_at" is null or "platform_announcements"."end_at" > "platform_announcements"."start_at")
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp,
	"refresh_token_expires_at" timestamp,
	"scope" text,
	"password" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"call_sid" text,
	"advisor_agent_id" integer,
	"call_start" timestamp with time zone NOT NULL,
	"call_end" timestamp with time zone NOT NULL,
	"minutes_used" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_usage_call_sid_unique" UNIQUE("call_sid"),
	CONSTRAINT "credit_usage_call_end_after_start" CHECK ("credit_usage"."call_end" >= "credit_usage"."call_start"),
	CONSTRAINT "credit_usage_minutes_used_non_negative" CHECK ("credit_usage"."minutes_used" >= 0),
	CONSTRAINT "credit_usage_duration_seconds_non_negative" CHECK ("credit_usage"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"gift_minutes" integer NOT NULL,
	"cashback_percent" integer NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "bundles_minutes_positive" CHECK ("bundles"."minutes" > 0),
	CONSTRAINT "bundles_price_cents_non_negative" CHECK ("bundles"."price_cents" >= 0),
	CONSTRAINT "bundles_tax_cents_non_negative" CHECK ("bundles"."tax_cents" >= 0),
	CONSTRAINT "bundles_gift_minutes_non_negative" CHECK ("bundles"."gift_minutes" >= 0),
	CONSTRAINT "bundles_cashback_percent_range" CHECK ("bundles"."cashback_percent" between 0 and 100),
	CONSTRAINT "bundles_sort_order_non_negative" CHECK ("bundles"."sort_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" "coupon_type" NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"first_purchase_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_upper_case" CHECK ("coupons"."code" = upper("coupons"."code") and "coupons"."code" <> ''),
	CONSTRAINT "coupons_value_positive" CHECK ("coupons"."value" > 0),
	CONSTRAINT "coupons_percentage_at_most_100" CHECK ("coupons"."type" <> 'percentage_off' or "coupons"."value" <= 100),
	CONSTRAINT "coupons_max_uses_positive" CHECK ("coupons"."max_uses" is null or "coupons"."max_uses" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" text NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" "credit_ledger_kind" NOT NULL,
	"reference" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_customer_kind_reference_key" UNIQUE("customer_id","kind","reference"),
	CONSTRAINT "credit_ledger_delta_non_zero" CHECK ("credit_ledger"."delta" <> 0),
	CONSTRAINT "credit_ledger_balance_after_non_negative" CHECK ("credit_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_phone_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"phone_e164" text NOT NULL,
	"lookup_key" text GENERATED ALWAYS AS (right(phone_e164, 10)) STORED NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_phone_numbers_phone_e164_unique" UNIQUE("phone_e164"),
	CONSTRAINT "customer_phone_numbers_e164" CHECK ("customer_phone_numbers"."phone_e164" ~ '^\+[1-9][0-9]{9,14}$')
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"birth_date" date,
	"emailnotifications" boolean DEFAULT true NOT NULL,
	"phone_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_connectet_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "customers_email_unique" UNIQUE("email"),
	CONSTRAINT "customers_credits_non_negative" CHECK ("customers"."credits" >= 0),
	CONSTRAINT "customers_email_lower_case" CHECK ("customers"."email" = lower("customers"."email"))
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"purchase_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_purchase_id_unique" UNIQUE("purchase_id")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"bundle_id" text NOT NULL,
	"coupon_id" uuid,
	"bundle_minutes" integer NOT NULL,
	"gift_minutes" integer NOT NULL,
	"bonus_minutes" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"status" "payment_order_status" DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_provider_order_key" UNIQUE("provider","provider_order_id"),
	CONSTRAINT "payment_orders_bundle_minutes_non_negative" CHECK ("payment_orders"."bundle_minutes" >= 0),
	CONSTRAINT "payment_orders_gift_minutes_non_negative" CHECK ("payment_orders"."gift_minutes" >= 0),
	CONSTRAINT "payment_orders_bonus_minutes_non_negative" CHECK ("payment_orders"."bonus_minutes" >= 0),
	CONSTRAINT "payment_orders_price_cents_non_negative" CHECK ("payment_orders"."price_cents" >= 0),
	CONSTRAINT "payment_orders_discount_cents_range" CHECK ("payment_orders"."discount_cents" >= 0 and "payment_orders"."discount_cents" <= "payment_orders"."price_cents"),
	CONSTRAINT "payment_orders_tax_cents_non_negative" CHECK ("payment_orders"."tax_cents" >= 0),
	CONSTRAINT "payment_orders_total_cents_sum" CHECK ("payment_orders"."total_cents" = "payment_orders"."price_cents" - "payment_orders"."discount_cents" + "payment_orders"."tax_cents"),
	CONSTRAINT "payment_orders_currency_code" CHECK ("payment_orders"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"purchase_date" timestamp with time zone DEFAULT now() NOT NULL,
	"bundle_id" text,
	"bundle_name" text NOT NULL,
	"minutes" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"coupon_id" uuid,
	"provider" "purchase_provider" NOT NULL,
	"order_id" text NOT NULL,
	"payment_order_id" uuid,
	CONSTRAINT "purchases_payment_order_id_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "purchases_provider_order_id_key" UNIQUE("provider","order_id"),
	CONSTRAINT "purchases_minutes_non_negative" CHECK ("purchases"."minutes" >= 0),
	CONSTRAINT "purchases_amount_cents_non_negative" CHECK ("purchases"."amount_cents" >= 0),
	CONSTRAINT "purchases_tax_cents_non_negative" CHECK ("purchases"."tax_cents" >= 0),
	CONSTRAINT "purchases_discount_cents_non_negative" CHECK ("purchases"."discount_cents" >= 0),
	CONSTRAINT "purchases_currency_code" CHECK ("purchases"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "purchases_cashback_shape" CHECK (("purchases"."provider" = 'cashback' and "purchases"."bundle_id" is null and "purchases"."amount_cents" = 0) or ("purchases"."provider" <> 'cashback' and "purchases"."bundle_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text NOT NULL,
	"link_url" text,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	CONSTRAINT "promotions_end_after_start" CHECK ("promotions"."end_date" > "promotions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "tarot_cards" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "tarot_cards_name_unique" UNIQUE("name"),
	CONSTRAINT "tarot_cards_id_positive" CHECK ("tarot_cards"."id" > 0)
);
--> statement-breakpoint
CREATE TABLE "tarot_deals" (
	"game_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"tiles" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarot_deals_pkey" PRIMARY KEY("game_id","customer_id"),
	CONSTRAINT "tarot_deals_nine_tiles" CHECK (cardinality("tarot_deals"."tiles") = 9 and array_position("tarot_deals"."tiles", null) is null)
);
--> statement-breakpoint
CREATE TABLE "tarot_game_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"cards_drawn" integer[] NOT NULL,
	"won" boolean NOT NULL,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarot_game_attempts_game_customer_key" UNIQUE("game_id","customer_id"),
	CONSTRAINT "tarot_game_attempts_cards_drawn" CHECK (cardinality("tarot_game_attempts"."cards_drawn") = 3 and array_position("tarot_game_attempts"."cards_drawn", null) is null),
	CONSTRAINT "tarot_game_attempts_coupon_iff_won" CHECK (("tarot_game_attempts"."won" and "tarot_game_attempts"."coupon_code" is not null) or (not "tarot_game_attempts"."won" and "tarot_game_attempts"."coupon_code" is null))
);
--> statement-breakpoint
CREATE TABLE "tarot_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"week_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarot_games_week_start_unique" UNIQUE("week_start"),
	CONSTRAINT "tarot_games_week_end_after_start" CHECK ("tarot_games"."week_end" > "tarot_games"."week_start")
);
--> statement-breakpoint
ALTER TABLE "advisor_media" ADD CONSTRAINT "advisor_media_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_usage" ADD CONSTRAINT "credit_usage_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_usage" ADD CONSTRAINT "credit_usage_advisor_agent_id_advisors_agent_id_fk" FOREIGN KEY ("advisor_agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_phone_numbers" ADD CONSTRAINT "customer_phone_numbers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_deals" ADD CONSTRAINT "tarot_deals_game_id_tarot_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."tarot_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_deals" ADD CONSTRAINT "tarot_deals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_game_attempts" ADD CONSTRAINT "tarot_game_attempts_game_id_tarot_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."tarot_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_game_attempts" ADD CONSTRAINT "tarot_game_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_game_attempts" ADD CONSTRAINT "tarot_game_attempts_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_announcements_active_start_at_idx" ON "platform_announcements" USING btree ("is_active","start_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_userId_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_userId_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "credit_usage_customer_id_created_at_idx" ON "credit_usage" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_ledger_customer_id_created_at_idx" ON "credit_ledger" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_phone_numbers_lookup_key_idx" ON "customer_phone_numbers" USING btree ("lookup_key");--> statement-breakpoint
CREATE INDEX "customer_phone_numbers_customer_id_idx" ON "customer_phone_numbers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_id_customer_id_idx" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE INDEX "payment_orders_customer_id_idx" ON "payment_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "purchases_customer_id_purchase_date_idx" ON "purchases" USING btree ("customer_id","purchase_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promotions_active_window_idx" ON "promotions" USING btree ("is_active","start_date","end_date");--> statement-breakpoint
CREATE INDEX "tarot_game_attempts_customer_id_created_at_idx" ON "tarot_game_attempts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "tarot_games_active_week_idx" ON "tarot_games" USING btree ("is_active","week_start","week_end");