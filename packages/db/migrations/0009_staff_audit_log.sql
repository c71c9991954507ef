CREATE TABLE "staff_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"client_ip" text,
	CONSTRAINT "staff_audit_log_action_known" CHECK ("staff_audit_log"."action" in ('customer.adjust_credits', 'customer.deactivate', 'customer.reactivate', 'customer.resend_verification', 'customer.sign_out_everywhere')),
	CONSTRAINT "staff_audit_log_actor_role_staff" CHECK ("staff_audit_log"."actor_role" in ('support', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_log_target_at_idx" ON "staff_audit_log" USING btree ("target","at" DESC NULLS LAST);--> statement-breakpoint
-- What staff did is evidence: a row is never rewritten or removed, by the app or by anyone in SQL (as the
-- credit ledger, migration 0001). A mistaken action is answered by another action, which is logged too.
CREATE FUNCTION "staff_audit_log_reject_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_no_update_or_delete"
BEFORE UPDATE OR DELETE ON "staff_audit_log"
FOR EACH ROW EXECUTE FUNCTION "staff_audit_log_reject_change"();
--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_no_truncate"
BEFORE TRUNCATE ON "staff_audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_log_reject_change"();
