ALTER TABLE "component_accruals" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "component_accruals_component_recorded_idx" ON "component_accruals" USING btree ("team_id","component_id","recorded_at","created_at","id");--> statement-breakpoint
-- Hand-written: an accrual's recorded_at is its reading's, set on insert and kept in step when the reading moves.
CREATE FUNCTION component_accruals_set_recorded_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m.recorded_at INTO NEW.recorded_at FROM meter_readings m WHERE m.team_id = NEW.team_id AND m.id = NEW.meter_reading_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER component_accruals_set_recorded_at BEFORE INSERT OR UPDATE OF meter_reading_id, recorded_at ON component_accruals
  FOR EACH ROW EXECUTE FUNCTION component_accruals_set_recorded_at();
--> statement-breakpoint
CREATE FUNCTION meter_readings_move_accruals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE component_accruals SET recorded_at = NEW.recorded_at
    WHERE team_id = NEW.team_id AND meter_reading_id = NEW.id AND recorded_at IS DISTINCT FROM NEW.recorded_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER meter_readings_move_accruals AFTER UPDATE OF recorded_at ON meter_readings
  FOR EACH ROW WHEN (OLD.recorded_at IS DISTINCT FROM NEW.recorded_at) EXECUTE FUNCTION meter_readings_move_accruals();
--> statement-breakpoint
UPDATE component_accruals a SET recorded_at = m.recorded_at
  FROM meter_readings m WHERE m.team_id = a.team_id AND m.id = a.meter_reading_id;
