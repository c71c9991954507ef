ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_action_known";--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "features_fr" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The French words of the price list's four bundles (the seed's too: constants BUNDLES). Another bundle,
-- or other features, keep their English words in the French columns until staff write them: the back
-- office asks for both languages at the next edit.
UPDATE "bundles" SET
  "name_fr" = CASE "id"
    WHEN 'bundle-10' THEN 'Forfait Essentiel'
    WHEN 'bundle-20' THEN 'Forfait Standard'
    WHEN 'bundle-40' THEN 'Forfait Premium'
    WHEN 'bundle-80' THEN 'Forfait Ultime'
    ELSE "name"
  END,
  "features_fr" = CASE
    WHEN "features" = ARRAY['Free minutes gift', 'One-on-one psychic reading', 'Choice of any reading type', 'Satisfaction guaranteed']::text[]
    THEN ARRAY['Minutes gratuites en cadeau', 'Consultation de voyance individuelle', 'Le type de consultation de votre choix', 'Satisfaction garantie']::text[]
    ELSE "features"
  END;--> statement-breakpoint
ALTER TABLE "bundles" ALTER COLUMN "name_fr" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_names_present" CHECK (btrim("bundles"."name") <> '' and btrim("bundles"."name_fr") <> '');--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_features_fr_line_for_line" CHECK (cardinality("bundles"."features_fr") = cardinality("bundles"."features"));--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_action_known" CHECK ("staff_audit_log"."action" in ('customer.adjust_credits', 'customer.deactivate', 'customer.reactivate', 'customer.resend_verification', 'customer.sign_out_everywhere', 'refund.create', 'advisor.create', 'advisor.update', 'advisor.deactivate', 'advisor.reactivate', 'advisor.photo', 'advisor.voice', 'advisor.phone', 'advisor.login_link', 'advisor.login_reset', 'bundle.update', 'coupon.create', 'coupon.update', 'coupon.deactivate', 'promotion.create', 'promotion.update', 'promotion.deactivate', 'announcement.create', 'announcement.update', 'announcement.deactivate', 'tarot.create_weeks', 'tarot.update', 'theme.set', 'export.accounting', 'review.hide', 'review.restore', 'satisfaction.grant', 'satisfaction.decline'));