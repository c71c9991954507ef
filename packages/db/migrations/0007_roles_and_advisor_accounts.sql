ALTER TABLE "advisors" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "payout_cents_per_minute" integer;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "impersonated_by" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "banned" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ban_expires" timestamp;--> statement-breakpoint
ALTER TABLE "credit_usage" ADD COLUMN "payout_cents_per_minute" integer;--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_usage_advisor_call_start_idx" ON "credit_usage" USING btree ("advisor_agent_id","call_start");--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_user_id_unique" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_payout_non_negative" CHECK ("advisors"."payout_cents_per_minute" >= 0);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_known" CHECK ("user"."role" in ('customer', 'advisor', 'support', 'admin'));--> statement-breakpoint
-- A login is one kind of person: a customer row belongs to a 'customer' user, an advisor's login is an
-- 'advisor' user, and a role cannot change away from what the login is linked to.
CREATE FUNCTION "login_role_matches_link"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'customers' THEN
    -- A missing user is the foreign key's to report.
    IF EXISTS (SELECT 1 FROM "user" WHERE "id" = NEW."id" AND "role" <> 'customer') THEN
      RAISE EXCEPTION 'a customer belongs to a login with the customer role' USING ERRCODE = '23514';
    END IF;
  ELSIF TG_TABLE_NAME = 'advisors' THEN
    IF EXISTS (SELECT 1 FROM "user" WHERE "id" = NEW."user_id" AND "role" <> 'advisor') THEN
      RAISE EXCEPTION 'an advisor''s login has the advisor role' USING ERRCODE = '23514';
    END IF;
  ELSE
    IF NEW."role" <> 'customer' AND EXISTS (SELECT 1 FROM "customers" WHERE "id" = NEW."id") THEN
      RAISE EXCEPTION 'a customer''s login keeps the customer role' USING ERRCODE = '23514';
    END IF;
    IF NEW."role" <> 'advisor' AND EXISTS (SELECT 1 FROM "advisors" WHERE "user_id" = NEW."id") THEN
      RAISE EXCEPTION 'an advisor''s login keeps the advisor role' USING ERRCODE = '23514';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "customers_login_role" BEFORE INSERT ON "customers"
FOR EACH ROW EXECUTE FUNCTION "login_role_matches_link"();
--> statement-breakpoint
CREATE TRIGGER "advisors_login_role" BEFORE INSERT OR UPDATE OF "user_id" ON "advisors"
FOR EACH ROW EXECUTE FUNCTION "login_role_matches_link"();
--> statement-breakpoint
CREATE TRIGGER "user_role_links" BEFORE UPDATE OF "role" ON "user"
FOR EACH ROW EXECUTE FUNCTION "login_role_matches_link"();
