-- The cents of a tax-lines value, or null when it is not an array of {name, ratePer100k, amountCents} with a
-- known tax name and non-negative integers: the checks that tax_cents is the sum of the lines refuse null.
CREATE OR REPLACE FUNCTION tax_lines_cents(lines jsonb) RETURNS integer
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  line jsonb;
  total integer := 0;
BEGIN
  IF lines IS NULL OR jsonb_typeof(lines) <> 'array' THEN
    RETURN NULL;
  END IF;
  FOR line IN SELECT value FROM jsonb_array_elements(lines) LOOP
    IF jsonb_typeof(line) <> 'object'
      OR coalesce(line->>'name', '') NOT IN ('GST', 'HST', 'QST', 'PST', 'RST')
      OR coalesce(jsonb_typeof(line->'ratePer100k'), '') <> 'number'
      OR coalesce(jsonb_typeof(line->'amountCents'), '') <> 'number'
      OR (line->>'ratePer100k') !~ '^[0-9]{1,9}$'
      OR (line->>'amountCents') !~ '^[0-9]{1,9}$' THEN
      RETURN NULL;
    END IF;
    total := total + (line->>'amountCents')::integer;
  END LOOP;
  RETURN total;
END
$$;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "tax_province" text DEFAULT 'QC' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "tax_registrations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "tax_province" text DEFAULT 'QC' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "tax_registrations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Every order and purchase before taxes by province was taxed as in Québec at one combined rate rounded
-- once: its stored tax is split as receipts always split it (splitQuebecTax): GST is 5 % of the taxable
-- amount rounded half up ((taxable + 10) / 20 in integer cents), capped at the stored tax, and QST is the
-- rest, so each old row keeps to the cent what it charged. Their registrations stay empty: receipts read
-- them as the numbers configured now (GST/HST, and QST where a QST line was charged).
UPDATE "payment_orders" SET "tax_lines" = jsonb_build_array(
  jsonb_build_object('name', 'GST', 'ratePer100k', 5000,
    'amountCents', least("tax_cents", ("price_cents" - "discount_cents" + 10) / 20)),
  jsonb_build_object('name', 'QST', 'ratePer100k', 9975,
    'amountCents', "tax_cents" - least("tax_cents", ("price_cents" - "discount_cents" + 10) / 20)));--> statement-breakpoint
-- A purchase's taxable amount is what was paid less its tax; a monthly cashback row has no tax and no lines.
UPDATE "purchases" SET "tax_lines" = jsonb_build_array(
  jsonb_build_object('name', 'GST', 'ratePer100k', 5000,
    'amountCents', least("tax_cents", ("amount_cents" - "tax_cents" + 10) / 20)),
  jsonb_build_object('name', 'QST', 'ratePer100k', 9975,
    'amountCents', "tax_cents" - least("tax_cents", ("amount_cents" - "tax_cents" + 10) / 20)))
WHERE "provider" <> 'cashback' OR "tax_cents" > 0;--> statement-breakpoint
-- Refunds made before: the tax each gave back, per line, in proportion to the money refunded so far
-- (cumulative, rounded half up, all of a line once all the money is back), so a purchase's refunds never
-- give back more than a line charged. Failed refunds gave nothing back.
WITH "ordered" AS (
  SELECT r."id", p."amount_cents"::bigint AS "paid", p."tax_lines",
    sum(r."amount_cents") OVER w AS "upto",
    sum(r."amount_cents") OVER w - r."amount_cents" AS "before"
  FROM "refunds" r JOIN "purchases" p ON p."id" = r."purchase_id"
  WHERE r."status" <> 'failed'
  WINDOW w AS (PARTITION BY r."purchase_id" ORDER BY r."created_at", r."id")
), "cumulative" AS (
  SELECT o."id", e."n", e."line"->>'name' AS "name", (e."line"->>'ratePer100k')::integer AS "rate",
    CASE WHEN o."paid" <= 0 THEN 0
      WHEN o."upto" >= o."paid" THEN (e."line"->>'amountCents')::bigint
      ELSE least((e."line"->>'amountCents')::bigint,
        (2 * (e."line"->>'amountCents')::bigint * o."upto" + o."paid") / (2 * o."paid")) END AS "upto_cents",
    CASE WHEN o."paid" <= 0 THEN 0
      WHEN o."before" >= o."paid" THEN (e."line"->>'amountCents')::bigint
      ELSE least((e."line"->>'amountCents')::bigint,
        (2 * (e."line"->>'amountCents')::bigint * o."before" + o."paid") / (2 * o."paid")) END AS "before_cents"
  FROM "ordered" o, jsonb_array_elements(o."tax_lines") WITH ORDINALITY AS e("line", "n")
), "shares" AS (
  SELECT "id", jsonb_agg(jsonb_build_object('name', "name", 'ratePer100k', "rate",
    'amountCents', ("upto_cents" - "before_cents")::integer) ORDER BY "n") AS "lines"
  FROM "cumulative" GROUP BY "id"
)
UPDATE "refunds" SET "tax_lines" = "shares"."lines" FROM "shares" WHERE "shares"."id" = "refunds"."id";--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_action_known";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_province_known" CHECK ("customers"."province" is null or "customers"."province" in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_billing_address_whole" CHECK (("customers"."province" is null) = ("customers"."postal_code" is null));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_tax_province_known" CHECK ("payment_orders"."tax_province" in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_tax_lines_sum" CHECK (tax_lines_cents("payment_orders"."tax_lines") is not distinct from "payment_orders"."tax_cents");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_tax_registrations_array" CHECK (jsonb_typeof("payment_orders"."tax_registrations") = 'array');--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_tax_province_known" CHECK ("purchases"."tax_province" in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_tax_lines_sum" CHECK (tax_lines_cents("purchases"."tax_lines") is not distinct from "purchases"."tax_cents");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_tax_registrations_array" CHECK (jsonb_typeof("purchases"."tax_registrations") = 'array');--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tax_lines_shape" CHECK (tax_lines_cents("refunds"."tax_lines") is not null);--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_action_known" CHECK ("staff_audit_log"."action" in ('customer.adjust_credits', 'customer.deactivate', 'customer.reactivate', 'customer.resend_verification', 'customer.sign_out_everywhere', 'refund.create', 'advisor.create', 'advisor.update', 'advisor.deactivate', 'advisor.reactivate', 'advisor.photo', 'advisor.voice', 'advisor.phone', 'advisor.login_link', 'advisor.login_reset', 'bundle.update', 'coupon.create', 'coupon.update', 'coupon.deactivate', 'promotion.create', 'promotion.update', 'promotion.deactivate', 'announcement.create', 'announcement.update', 'announcement.deactivate', 'tarot.create_weeks', 'tarot.update', 'theme.set', 'export.accounting', 'export.tax', 'review.hide', 'review.restore', 'satisfaction.grant', 'satisfaction.decline', 'earnings.adjust', 'payouts.confirm_run', 'payouts.set_minimum', 'payouts.reveal_tin'));
