ALTER TABLE "advisors" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "platform_announcements" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "platform_announcements" ADD COLUMN "message_fr" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "message_fr" text;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_language_known" CHECK ("customers"."language" in ('en', 'fr'));