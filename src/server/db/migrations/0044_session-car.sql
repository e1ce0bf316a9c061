ALTER TABLE "event_sessions" ADD COLUMN "car_id" uuid;--> statement-breakpoint
CREATE INDEX "event_sessions_team_car_track_idx" ON "event_sessions" USING btree ("team_id","car_id","track_id");--> statement-breakpoint
-- A session's car is its registration's: the registration of the session's own team (a session
-- pointed at another team's registration gets no car from it and is refused by its key).
CREATE FUNCTION event_sessions_set_car() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT ec.car_id INTO NEW.car_id FROM event_cars ec WHERE ec.team_id = NEW.team_id AND ec.id = NEW.event_car_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_sessions_set_car BEFORE INSERT OR UPDATE OF event_car_id, car_id ON event_sessions
  FOR EACH ROW EXECUTE FUNCTION event_sessions_set_car();
--> statement-breakpoint
-- When a registration's car changes, its sessions follow.
CREATE FUNCTION event_cars_move_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_sessions SET car_id = NEW.car_id
    WHERE team_id = NEW.team_id AND event_car_id = NEW.id AND car_id IS DISTINCT FROM NEW.car_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_cars_move_sessions AFTER UPDATE OF car_id ON event_cars
  FOR EACH ROW WHEN (OLD.car_id IS DISTINCT FROM NEW.car_id) EXECUTE FUNCTION event_cars_move_sessions();
--> statement-breakpoint
UPDATE event_sessions s SET car_id = ec.car_id
  FROM event_cars ec
  WHERE ec.team_id = s.team_id AND ec.id = s.event_car_id AND s.car_id IS DISTINCT FROM ec.car_id;
