-- Free text that strangers read loses the invisible format characters written before they were taken out
-- on the way in (packages/shared/src/rules/free-text.ts): soft hyphen, Arabic letter mark, Mongolian vowel
-- separator, zero-width space and non-joiner, directional marks, embeddings, overrides and isolates, word
-- joiner and invisible operators, the BOM. The zero-width joiner stays: inside an emoji it is part of it.
CREATE FUNCTION pg_temp.visible(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(value, E'[\u00AD\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]', '', 'g')
$$;--> statement-breakpoint
UPDATE "reviews" SET "comment" = pg_temp.visible("comment") WHERE "comment" IS DISTINCT FROM pg_temp.visible("comment");--> statement-breakpoint
UPDATE "reviews" SET "reply" = pg_temp.visible("reply") WHERE "reply" IS DISTINCT FROM pg_temp.visible("reply");--> statement-breakpoint
UPDATE "satisfaction_requests" SET "comment" = pg_temp.visible("comment") WHERE "comment" IS DISTINCT FROM pg_temp.visible("comment");--> statement-breakpoint
UPDATE "advisors" SET "description" = pg_temp.visible("description") WHERE "description" <> pg_temp.visible("description");--> statement-breakpoint
UPDATE "advisors" SET "description_fr" = pg_temp.visible("description_fr") WHERE "description_fr" IS DISTINCT FROM pg_temp.visible("description_fr");--> statement-breakpoint
-- A name is unique: one that would become another advisor's stays as it is, for staff to rename.
UPDATE "advisors" SET "name" = pg_temp.visible("name")
  WHERE "name" <> pg_temp.visible("name")
    AND NOT EXISTS (SELECT 1 FROM "advisors" AS "other" WHERE "other"."name" = pg_temp.visible("advisors"."name"));--> statement-breakpoint
UPDATE "customers" SET "name" = pg_temp.visible("name") WHERE "name" <> pg_temp.visible("name");--> statement-breakpoint
UPDATE "user" SET "name" = pg_temp.visible("name") WHERE "name" <> pg_temp.visible("name");--> statement-breakpoint
UPDATE "promotions" SET "message" = pg_temp.visible("message") WHERE "message" <> pg_temp.visible("message");--> statement-breakpoint
UPDATE "promotions" SET "message_fr" = pg_temp.visible("message_fr") WHERE "message_fr" IS DISTINCT FROM pg_temp.visible("message_fr");--> statement-breakpoint
UPDATE "platform_announcements" SET "title" = pg_temp.visible("title") WHERE "title" <> pg_temp.visible("title");--> statement-breakpoint
UPDATE "platform_announcements" SET "message" = pg_temp.visible("message") WHERE "message" <> pg_temp.visible("message");--> statement-breakpoint
UPDATE "platform_announcements" SET "title_fr" = pg_temp.visible("title_fr") WHERE "title_fr" IS DISTINCT FROM pg_temp.visible("title_fr");--> statement-breakpoint
UPDATE "platform_announcements" SET "message_fr" = pg_temp.visible("message_fr") WHERE "message_fr" IS DISTINCT FROM pg_temp.visible("message_fr");
