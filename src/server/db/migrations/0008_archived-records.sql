ALTER TABLE "cars" DROP CONSTRAINT "cars_default_driver_id_fk";
--> statement-breakpoint
ALTER TABLE "cars" DROP CONSTRAINT "cars_client_id_fk";
--> statement-breakpoint
ALTER TABLE "event_cars" DROP CONSTRAINT "event_cars_car_id_fk";
--> statement-breakpoint
ALTER TABLE "event_cars" DROP CONSTRAINT "event_cars_client_id_fk";
--> statement-breakpoint
ALTER TABLE "event_cars" DROP CONSTRAINT "event_cars_driver_id_fk";
--> statement-breakpoint
ALTER TABLE "event_sessions" DROP CONSTRAINT "event_sessions_track_id_fk";
--> statement-breakpoint
ALTER TABLE "event_sessions" DROP CONSTRAINT "event_sessions_driver_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_car_id_fk";
--> statement-breakpoint
ALTER TABLE "races" DROP CONSTRAINT "races_car_id_fk";
--> statement-breakpoint
ALTER TABLE "races" DROP CONSTRAINT "races_track_id_fk";
--> statement-breakpoint
ALTER TABLE "damage_reports" DROP CONSTRAINT "damage_reports_car_id_fk";
--> statement-breakpoint
ALTER TABLE "repairs" DROP CONSTRAINT "repairs_car_id_fk";
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_default_driver_id_fk" FOREIGN KEY ("team_id","default_driver_id") REFERENCES "public"."drivers"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_client_id_fk" FOREIGN KEY ("team_id","client_id") REFERENCES "public"."clients"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_client_id_fk" FOREIGN KEY ("team_id","client_id") REFERENCES "public"."clients"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_driver_id_fk" FOREIGN KEY ("team_id","driver_id") REFERENCES "public"."drivers"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_track_id_fk" FOREIGN KEY ("team_id","track_id") REFERENCES "public"."tracks"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_driver_id_fk" FOREIGN KEY ("team_id","driver_id") REFERENCES "public"."drivers"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_track_id_fk" FOREIGN KEY ("team_id","track_id") REFERENCES "public"."tracks"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_default_driver_idx" ON "cars" USING btree ("default_driver_id");--> statement-breakpoint
CREATE INDEX "event_cars_driver_idx" ON "event_cars" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "event_sessions_driver_idx" ON "event_sessions" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "races_car_idx" ON "races" USING btree ("car_id");--> statement-breakpoint
-- Archived cars, drivers, tracks and clients. A record with history is archived instead of
-- deleted; the references that make up its history now refuse the delete (NO ACTION above)
-- instead of deleting or clearing that history.
--
-- A new record may not choose an archived one: inserting a row whose reference points at an
-- archived row, or changing a reference to one, is refused with SQLSTATE PB001 and the
-- reference's constraint name, which the API turns into a 400 on that field ("This car is
-- archived", db/references.ts). Rows that already pointed at it keep doing so. References
-- taken from another row rather than chosen (a session's and a result's track, a result's car)
-- are not checked. The referenced rows are locked FOR SHARE, so an archive running at the same
-- time waits for the insert or makes it fail.
CREATE FUNCTION refuse_archived_references() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ref_column text := TG_ARGV[0];
  target text := TG_ARGV[1];
  fk text := TG_ARGV[2];
  archived int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'SELECT count(*)::int FROM (SELECT t.archived_at FROM new_rows n JOIN %1$I t ON t.team_id = n.team_id AND t.id = n.%2$I FOR SHARE OF t) r WHERE r.archived_at IS NOT NULL',
      target, ref_column) INTO archived;
  ELSE
    EXECUTE format(
      'SELECT count(*)::int FROM (SELECT t.archived_at FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN %1$I t ON t.team_id = n.team_id AND t.id = n.%2$I WHERE n.%2$I IS DISTINCT FROM o.%2$I FOR SHARE OF t) r WHERE r.archived_at IS NOT NULL',
      target, ref_column) INTO archived;
  END IF;
  IF archived > 0 THEN
    RAISE EXCEPTION USING
      MESSAGE = format('%s.%s refers to an archived row of %s', TG_TABLE_NAME, ref_column, target),
      ERRCODE = 'PB001', CONSTRAINT = fk, TABLE = TG_TABLE_NAME, COLUMN = ref_column;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cars_client_id_archived_insert AFTER INSERT ON cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'cars_client_id_fk');
--> statement-breakpoint
CREATE TRIGGER cars_client_id_archived_update AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'cars_client_id_fk');
--> statement-breakpoint
CREATE TRIGGER cars_default_driver_id_archived_insert AFTER INSERT ON cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('default_driver_id', 'drivers', 'cars_default_driver_id_fk');
--> statement-breakpoint
CREATE TRIGGER cars_default_driver_id_archived_update AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('default_driver_id', 'drivers', 'cars_default_driver_id_fk');
--> statement-breakpoint
CREATE TRIGGER car_track_setups_car_id_archived_insert AFTER INSERT ON car_track_setups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'car_track_setups_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER car_track_setups_car_id_archived_update AFTER UPDATE ON car_track_setups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'car_track_setups_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER car_track_setups_track_id_archived_insert AFTER INSERT ON car_track_setups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('track_id', 'tracks', 'car_track_setups_track_id_fk');
--> statement-breakpoint
CREATE TRIGGER car_track_setups_track_id_archived_update AFTER UPDATE ON car_track_setups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('track_id', 'tracks', 'car_track_setups_track_id_fk');
--> statement-breakpoint
CREATE TRIGGER damage_reports_car_id_archived_insert AFTER INSERT ON damage_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'damage_reports_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER damage_reports_car_id_archived_update AFTER UPDATE ON damage_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'damage_reports_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER event_cars_car_id_archived_insert AFTER INSERT ON event_cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'event_cars_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER event_cars_car_id_archived_update AFTER UPDATE ON event_cars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'event_cars_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER event_cars_client_id_archived_insert AFTER INSERT ON event_cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'event_cars_client_id_fk');
--> statement-breakpoint
CREATE TRIGGER event_cars_client_id_archived_update AFTER UPDATE ON event_cars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'event_cars_client_id_fk');
--> statement-breakpoint
CREATE TRIGGER event_cars_driver_id_archived_insert AFTER INSERT ON event_cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('driver_id', 'drivers', 'event_cars_driver_id_fk');
--> statement-breakpoint
CREATE TRIGGER event_cars_driver_id_archived_update AFTER UPDATE ON event_cars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('driver_id', 'drivers', 'event_cars_driver_id_fk');
--> statement-breakpoint
CREATE TRIGGER event_sessions_driver_id_archived_insert AFTER INSERT ON event_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('driver_id', 'drivers', 'event_sessions_driver_id_fk');
--> statement-breakpoint
CREATE TRIGGER event_sessions_driver_id_archived_update AFTER UPDATE ON event_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('driver_id', 'drivers', 'event_sessions_driver_id_fk');
--> statement-breakpoint
CREATE TRIGGER events_car_id_archived_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'events_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER events_car_id_archived_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'events_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER events_track_id_archived_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('track_id', 'tracks', 'events_track_id_fk');
--> statement-breakpoint
CREATE TRIGGER events_track_id_archived_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('track_id', 'tracks', 'events_track_id_fk');
--> statement-breakpoint
CREATE TRIGGER repairs_car_id_archived_insert AFTER INSERT ON repairs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'repairs_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER repairs_car_id_archived_update AFTER UPDATE ON repairs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'repairs_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER service_life_items_car_id_archived_insert AFTER INSERT ON service_life_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'service_life_items_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER service_life_items_car_id_archived_update AFTER UPDATE ON service_life_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'service_life_items_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER user_preferences_default_car_id_archived_insert AFTER INSERT ON user_preferences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('default_car_id', 'cars', 'user_preferences_default_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER user_preferences_default_car_id_archived_update AFTER UPDATE ON user_preferences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('default_car_id', 'cars', 'user_preferences_default_car_id_fk');
--> statement-breakpoint
-- The dashboard counts a team's active cars and clients, like their lists: archiving takes a row
-- out of team_record_counts and restoring puts it back (migration 0004 counted every row).
CREATE FUNCTION team_active_record_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO team_record_counts AS c (team_id, record, count)
    SELECT n.team_id, TG_TABLE_NAME, count(*)::int FROM new_rows n WHERE n.archived_at IS NULL GROUP BY n.team_id
    ON CONFLICT (team_id, record) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE team_record_counts c SET count = c.count - gone.n
    FROM (SELECT o.team_id, count(*)::int AS n FROM old_rows o WHERE o.archived_at IS NULL GROUP BY o.team_id) gone
    WHERE c.team_id = gone.team_id AND c.record = TG_TABLE_NAME;
  ELSE
    INSERT INTO team_record_counts AS c (team_id, record, count)
    SELECT n.team_id, TG_TABLE_NAME, sum(CASE WHEN n.archived_at IS NULL THEN 1 ELSE -1 END)::int
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.archived_at IS NULL) <> (o.archived_at IS NULL)
    GROUP BY n.team_id
    ON CONFLICT (team_id, record) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER cars_record_count_insert ON cars;
--> statement-breakpoint
DROP TRIGGER cars_record_count_delete ON cars;
--> statement-breakpoint
CREATE TRIGGER cars_record_count_insert AFTER INSERT ON cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_active_record_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER cars_record_count_delete AFTER DELETE ON cars
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_active_record_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER cars_record_count_update AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_active_record_counts_after_change();
--> statement-breakpoint
DROP TRIGGER clients_record_count_insert ON clients;
--> statement-breakpoint
DROP TRIGGER clients_record_count_delete ON clients;
--> statement-breakpoint
CREATE TRIGGER clients_record_count_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_active_record_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER clients_record_count_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_active_record_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER clients_record_count_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_active_record_counts_after_change();
