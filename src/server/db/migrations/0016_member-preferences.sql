DROP INDEX "user_preferences_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "user_preferences_team_user_idx" ON "user_preferences" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "user_preferences_user_idx" ON "user_preferences" USING btree ("user_id");