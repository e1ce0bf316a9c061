ALTER TABLE "clients" ADD COLUMN "latest_event_on" date;--> statement-breakpoint
CREATE INDEX "clients_team_latest_event_idx" ON "clients" USING btree ("team_id","latest_event_on");--> statement-breakpoint
-- clients.latest_event_on: the date of the latest event, past or future, one of the client's cars is
-- registered for (event_cars.client_id), or null. Recomputed from the client's registrations when
-- one of them is added, removed or moved to another client or event, and when an event's date
-- changes; written only when it changes, so the client's row is not touched otherwise.
CREATE FUNCTION refresh_client_latest_event(changed_team text, changed_client uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE clients c SET latest_event_on = latest.date
  FROM (SELECT max(e.date) AS date FROM event_cars r
        JOIN events e ON e.team_id = r.team_id AND e.id = r.event_id
        WHERE r.team_id = changed_team AND r.client_id = changed_client) latest
  WHERE c.team_id = changed_team AND c.id = changed_client AND c.latest_event_on IS DISTINCT FROM latest.date;
$$;
--> statement-breakpoint
CREATE FUNCTION event_cars_refresh_client_latest_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.client_id IS NOT NULL THEN
      PERFORM refresh_client_latest_event(OLD.team_id, OLD.client_id);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.client_id IS NOT NULL THEN
      PERFORM refresh_client_latest_event(NEW.team_id, NEW.client_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_cars_client_latest_event AFTER INSERT OR DELETE OR UPDATE OF client_id, event_id ON event_cars
  FOR EACH ROW EXECUTE FUNCTION event_cars_refresh_client_latest_event();
--> statement-breakpoint
CREATE FUNCTION events_refresh_client_latest_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_client_latest_event(NEW.team_id, registered.client_id)
  FROM (SELECT DISTINCT client_id FROM event_cars
        WHERE team_id = NEW.team_id AND event_id = NEW.id AND client_id IS NOT NULL) registered;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_client_latest_event AFTER UPDATE OF date ON events
  FOR EACH ROW WHEN (OLD.date IS DISTINCT FROM NEW.date) EXECUTE FUNCTION events_refresh_client_latest_event();
--> statement-breakpoint
UPDATE clients c SET latest_event_on = latest.date
FROM (SELECT r.team_id, r.client_id, max(e.date) AS date FROM event_cars r
      JOIN events e ON e.team_id = r.team_id AND e.id = r.event_id
      WHERE r.client_id IS NOT NULL GROUP BY r.team_id, r.client_id) latest
WHERE c.team_id = latest.team_id AND c.id = latest.client_id;
--> statement-breakpoint
ANALYZE clients;
