-- The 'event_stats' part of a team's data (team_data_version_after_change, migration 0018): the
-- events and what the track statistics show of them: the tracks (records per track), the cars
-- (their names), the registrations (recent activity), the sessions' best laps and race results.
CREATE CONSTRAINT TRIGGER events_event_stats_data_version AFTER INSERT OR UPDATE OR DELETE ON events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('event_stats');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tracks_event_stats_data_version AFTER INSERT OR UPDATE OR DELETE ON tracks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('event_stats');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_cars_event_stats_data_version AFTER INSERT OR UPDATE OR DELETE ON event_cars
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('event_stats');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_sessions_event_stats_data_version AFTER INSERT OR UPDATE OR DELETE ON event_sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('event_stats');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER races_event_stats_data_version AFTER INSERT OR UPDATE OR DELETE ON races
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('event_stats');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cars_event_stats_data_version AFTER INSERT OR UPDATE OR DELETE ON cars
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('event_stats');
