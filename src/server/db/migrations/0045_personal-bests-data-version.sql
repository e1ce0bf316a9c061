-- A track's personal bests are kept with the track statistics until the team's 'event_stats' data
-- moves (migration 0023; laps since 0032), and they name drivers: a driver's change moves it too.
CREATE CONSTRAINT TRIGGER drivers_event_stats_data_version AFTER INSERT OR UPDATE OR DELETE ON drivers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('event_stats');
