-- A customer who becomes inactive or deleted is signed out everywhere at once: their better-auth
-- sessions are removed in the same transaction that closes the account, whoever closes it (the app,
-- a staff member in SQL, a future admin tool), so an existing cookie or bearer token stops working.
CREATE FUNCTION "end_sessions_of_closed_customer"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.is_active = false OR NEW.deleted_at IS NOT NULL)
     AND (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at) THEN
    DELETE FROM "session" WHERE "user_id" = NEW.id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "customers_end_sessions_when_closed"
AFTER UPDATE OF "is_active", "deleted_at" ON "customers"
FOR EACH ROW EXECUTE FUNCTION "end_sessions_of_closed_customer"();
