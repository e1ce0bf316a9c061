-- A session's track is its event's: the event of the session's own team, so that a session
-- pointed at another team's event gets no track from it and is refused by its event key.
CREATE OR REPLACE FUNCTION event_sessions_set_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e.track_id INTO NEW.track_id FROM events e WHERE e.team_id = NEW.team_id AND e.id = NEW.event_id;
  RETURN NEW;
END $$;
