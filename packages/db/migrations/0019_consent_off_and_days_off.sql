-- Offers and news by e-mail need the customer's express consent (Canada's anti-spam law): new customers
-- start without it; existing rows keep what they chose. The days an advisor does not work ('Sun'…'Sat',
-- the schedule's keys) are kept apart from the schedule so its days keep the feed's shape.
ALTER TABLE "customers" ALTER COLUMN "emailnotifications" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "days_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_days_off_known" CHECK ("advisors"."days_off" <@ array['Sun', 'Mon', 'Tues', 'Wed', 'Thu', 'Fri', 'Sat']::text[]);