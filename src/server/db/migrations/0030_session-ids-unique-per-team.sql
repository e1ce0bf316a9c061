-- A session's id is unique within its team only: a device may choose it (a session recorded
-- without a connection), and a globally unique id would refuse one another team holds, telling
-- whoever tries it that some team has that session. The primary key becomes (team_id, id), which
-- is also the team key the session's inspections reference; one pre- and one post-session check
-- per session of a team.
ALTER TABLE "session_inspections" DROP CONSTRAINT "session_inspections_event_session_id_fk";--> statement-breakpoint
ALTER TABLE "event_sessions" DROP CONSTRAINT "event_sessions_team_key";--> statement-breakpoint
ALTER TABLE "event_sessions" DROP CONSTRAINT "event_sessions_pkey";--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_pkey" PRIMARY KEY("team_id","id");--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_event_session_id_fk" FOREIGN KEY ("team_id","event_session_id") REFERENCES "public"."event_sessions"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "session_inspections_session_type_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "session_inspections_session_type_idx" ON "session_inspections" USING btree ("team_id","event_session_id","inspection_type");
