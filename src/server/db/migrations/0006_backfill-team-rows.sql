-- Every team has its subscription row and every member their preferences from the start
-- (team provisioning creates them at sign-up), so reading them never has to create one.
-- This fills them in for teams and users made before that.
INSERT INTO "subscriptions" ("team_id")
SELECT o."id" FROM "organization" o
WHERE NOT EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."team_id" = o."id");
--> statement-breakpoint
-- The values are the spec's defaults (defaultPreferences in src/shared/preferences/preferences.rules.ts).
INSERT INTO "user_preferences" (
  "team_id", "user_id", "show_completed_repairs", "show_past_events", "show_racing_features",
  "race_shop_enabled", "notification_preferences", "display_preferences", "average_speed", "use_metric"
)
SELECT DISTINCT ON (m."user_id") m."organization_id", m."user_id", true, true, true, false,
  '{"email":true,"push":false}'::jsonb, '{"compactView":false,"showImages":true}'::jsonb, 80, false
FROM "member" m
WHERE NOT EXISTS (SELECT 1 FROM "user_preferences" p WHERE p."user_id" = m."user_id")
ORDER BY m."user_id", m."created_at";
