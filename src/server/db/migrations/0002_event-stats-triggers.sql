-- Running counts of each team's events per type, date and track (table event_counts), kept
-- in step with `events` by statement-level triggers, so statistics and list totals read a
-- few rows instead of counting every event. Bulk inserts update the counts once per statement.
CREATE FUNCTION event_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE event_counts c SET events = c.events - gone.n
    FROM (
      SELECT o.team_id, d.dimension, d.key, count(*)::int AS n
      FROM old_rows o
      CROSS JOIN LATERAL (VALUES ('type', o.type), ('date', to_char(o.date, 'YYYY-MM-DD')), ('track', o.track_id::text)) AS d(dimension, key)
      GROUP BY 1, 2, 3
    ) gone
    WHERE c.team_id = gone.team_id AND c.dimension = gone.dimension AND c.key = gone.key;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO event_counts AS c (team_id, dimension, key, events)
    SELECT n.team_id, d.dimension, d.key, count(*)::int
    FROM new_rows n
    CROSS JOIN LATERAL (VALUES ('type', n.type), ('date', to_char(n.date, 'YYYY-MM-DD')), ('track', n.track_id::text)) AS d(dimension, key)
    GROUP BY 1, 2, 3
    ON CONFLICT (team_id, dimension, key) DO UPDATE SET events = c.events + excluded.events;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM event_counts c
    USING (
      SELECT DISTINCT o.team_id, d.dimension, d.key
      FROM old_rows o
      CROSS JOIN LATERAL (VALUES ('type', o.type), ('date', to_char(o.date, 'YYYY-MM-DD')), ('track', o.track_id::text)) AS d(dimension, key)
    ) touched
    WHERE c.team_id = touched.team_id AND c.dimension = touched.dimension AND c.key = touched.key AND c.events <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO event_counts (team_id, dimension, key, events)
SELECT e.team_id, d.dimension, d.key, count(*)::int
FROM events e
CROSS JOIN LATERAL (VALUES ('type', e.type), ('date', to_char(e.date, 'YYYY-MM-DD')), ('track', e.track_id::text)) AS d(dimension, key)
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER events_counts_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER events_counts_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER events_counts_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION event_counts_after_change();
--> statement-breakpoint
-- A session's track is its event's track: copied on insert, followed when the event moves.
CREATE FUNCTION event_sessions_set_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e.track_id INTO NEW.track_id FROM events e WHERE e.id = NEW.event_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_sessions_set_track BEFORE INSERT OR UPDATE OF event_id, track_id ON event_sessions
  FOR EACH ROW EXECUTE FUNCTION event_sessions_set_track();
--> statement-breakpoint
CREATE FUNCTION events_move_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_sessions SET track_id = NEW.track_id WHERE event_id = NEW.id AND track_id IS DISTINCT FROM NEW.track_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_move_sessions AFTER UPDATE OF track_id ON events
  FOR EACH ROW WHEN (OLD.track_id IS DISTINCT FROM NEW.track_id) EXECUTE FUNCTION events_move_sessions();
--> statement-breakpoint
UPDATE event_sessions s SET track_id = e.track_id FROM events e WHERE e.id = s.event_id AND s.track_id IS DISTINCT FROM e.track_id;
