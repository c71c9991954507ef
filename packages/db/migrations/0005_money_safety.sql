CREATE TABLE "webhook_receipts" (
	"key" text PRIMARY KEY NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text NOT NULL,
	"slot" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" text,
	CONSTRAINT "job_runs_pkey" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
ALTER TABLE "coupon_uses" ALTER COLUMN "purchase_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "reconcile_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "owner_customer_id" text;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD COLUMN "payment_order_id" uuid;--> statement-breakpoint
-- Coupons already won at tarot belong to their winners.
UPDATE "coupons" AS c SET "owner_customer_id" = a."customer_id"
FROM "tarot_game_attempts" AS a WHERE a."coupon_code" = c."code";--> statement-breakpoint

ALTER TABLE "coupon_uses" ADD COLUMN "use_number" integer;--> statement-breakpoint
-- Uses recorded before reservations existed: numbered in the order they happened, tied to their order.
UPDATE "coupon_uses" AS u SET
  "use_number" = n."use_number",
  "payment_order_id" = p."payment_order_id"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "coupon_id", "customer_id" ORDER BY "created_at", "id") AS "use_number"
  FROM "coupon_uses"
) AS n, "purchases" AS p
WHERE n."id" = u."id" AND p."id" = u."purchase_id";--> statement-breakpoint
ALTER TABLE "coupon_uses" ALTER COLUMN "use_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reconcile_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_live_slot_key" ON "coupon_uses" USING btree ("coupon_id","customer_id","use_number") WHERE "coupon_uses"."released_at" is null;--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."status" in ('created', 'approved');--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_payment_order_id_unique" UNIQUE("payment_order_id");--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_use_number_positive" CHECK ("coupon_uses"."use_number" > 0);--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_redeemed_not_released" CHECK ("coupon_uses"."purchase_id" is null or "coupon_uses"."released_at" is null);--> statement-breakpoint
-- The limits of a coupon hold in the database, whatever code inserts the use: a live use takes a slot
-- 1..max_uses (two racing reservations of one slot collide on coupon_uses_live_slot_key), and a coupon
-- that belongs to a customer (won at tarot) cannot be used by anyone else.
CREATE FUNCTION "coupon_uses_within_limits"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  limit_uses integer;
  owner text;
BEGIN
  IF NEW.released_at IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT "max_uses", "owner_customer_id" INTO limit_uses, owner FROM "coupons" WHERE "id" = NEW.coupon_id;
  IF limit_uses IS NOT NULL AND NEW.use_number > limit_uses THEN
    RAISE EXCEPTION 'coupon % used beyond max_uses (%)', NEW.coupon_id, limit_uses
      USING ERRCODE = 'check_violation', CONSTRAINT = 'coupon_uses_within_max_uses';
  END IF;
  IF owner IS NOT NULL AND owner <> NEW.customer_id THEN
    RAISE EXCEPTION 'coupon % belongs to another customer', NEW.coupon_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'coupon_uses_owner_only';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "coupon_uses_within_limits"
BEFORE INSERT OR UPDATE OF "use_number", "released_at", "customer_id", "coupon_id" ON "coupon_uses"
FOR EACH ROW EXECUTE FUNCTION "coupon_uses_within_limits"();
