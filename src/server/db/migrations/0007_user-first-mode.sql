ALTER TABLE "user" ADD COLUMN "first_mode" text;--> statement-breakpoint
-- Accounts that finished onboarding before the first mode was kept: the race shop is on only for
-- the Pitboard team answer, so it tells which first mode onboarding would have set.
UPDATE "user" SET "first_mode" = CASE WHEN p."race_shop_enabled" THEN 'team_admin' ELSE 'individual' END
FROM "user_preferences" p
WHERE p."user_id" = "user"."id" AND p."onboarded_at" IS NOT NULL;
