DROP INDEX "clients_team_created_idx";--> statement-breakpoint
CREATE INDEX "clients_team_created_id_idx" ON "clients" USING btree ("team_id","created_at" DESC NULLS FIRST,"id");