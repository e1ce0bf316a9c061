CREATE TABLE "session_laps" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"event_session_id" uuid NOT NULL,
	"track_id" uuid,
	"lap_number" integer NOT NULL,
	"lap_ms" integer NOT NULL,
	"is_out_lap" boolean DEFAULT false NOT NULL,
	"is_in_lap" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_laps_pkey" PRIMARY KEY("team_id","id"),
	CONSTRAINT "session_laps_lap_number_range" CHECK ("session_laps"."lap_number" between 1 and 10000),
	CONSTRAINT "session_laps_lap_ms_range" CHECK ("session_laps"."lap_ms" between 1 and 3599999)
);
--> statement-breakpoint
ALTER TABLE "session_laps" ADD CONSTRAINT "session_laps_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_laps" ADD CONSTRAINT "session_laps_event_session_id_fk" FOREIGN KEY ("team_id","event_session_id") REFERENCES "public"."event_sessions"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_laps" ADD CONSTRAINT "session_laps_track_id_fk" FOREIGN KEY ("team_id","track_id") REFERENCES "public"."tracks"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_laps_session_lap_number_idx" ON "session_laps" USING btree ("team_id","event_session_id","lap_number");--> statement-breakpoint
CREATE INDEX "session_laps_team_track_flying_idx" ON "session_laps" USING btree ("team_id","track_id","lap_ms") WHERE not "session_laps"."is_out_lap" and not "session_laps"."is_in_lap";--> statement-breakpoint
-- A lap's track is its session's: the session of the lap's own team.
CREATE FUNCTION session_laps_set_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.track_id INTO NEW.track_id FROM event_sessions s WHERE s.team_id = NEW.team_id AND s.id = NEW.event_session_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_laps_set_track BEFORE INSERT OR UPDATE OF event_session_id, track_id ON session_laps
  FOR EACH ROW EXECUTE FUNCTION session_laps_set_track();
--> statement-breakpoint
-- When a session's track changes (its event moved to another track), its laps follow.
CREATE FUNCTION event_sessions_move_laps() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE session_laps SET track_id = NEW.track_id
    WHERE team_id = NEW.team_id AND event_session_id = NEW.id AND track_id IS DISTINCT FROM NEW.track_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_sessions_move_laps AFTER UPDATE OF track_id ON event_sessions
  FOR EACH ROW WHEN (OLD.track_id IS DISTINCT FROM NEW.track_id) EXECUTE FUNCTION event_sessions_move_laps();
--> statement-breakpoint
-- Laps feed the track records of the track statistics ('event_stats', migration 0023).
CREATE CONSTRAINT TRIGGER session_laps_event_stats_data_version AFTER INSERT OR UPDATE OR DELETE ON session_laps
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('event_stats');
