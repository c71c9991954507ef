-- The credit ledger is the audit trail of every balance change: history is corrected by appending
-- a compensating row (kind 'refund' or 'staff_adjustment'), never by rewriting or removing one.
CREATE FUNCTION "credit_ledger_reject_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'integrity_constraint_violation', HINT = 'Append a compensating entry instead.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_no_update_or_delete"
BEFORE UPDATE OR DELETE ON "credit_ledger"
FOR EACH ROW EXECUTE FUNCTION "credit_ledger_reject_change"();
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_no_truncate"
BEFORE TRUNCATE ON "credit_ledger"
FOR EACH STATEMENT EXECUTE FUNCTION "credit_ledger_reject_change"();
