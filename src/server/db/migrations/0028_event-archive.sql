ALTER TABLE "event_cars" DROP CONSTRAINT "event_cars_event_id_fk";
--> statement-breakpoint
ALTER TABLE "event_sessions" DROP CONSTRAINT "event_sessions_event_id_fk";
--> statement-breakpoint
ALTER TABLE "races" DROP CONSTRAINT "races_event_id_fk";
--> statement-breakpoint
ALTER TABLE "damage_reports" DROP CONSTRAINT "damage_reports_event_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_charges" DROP CONSTRAINT "work_order_charges_event_id_fk";
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."events"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."events"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."events"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."events"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."events"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_team_archived_date_idx" ON "events" USING btree ("team_id","date") WHERE "events"."archived_at" is not null;--> statement-breakpoint
-- Archived events (docs/decisions/009). An event with history is archived instead of deleted;
-- the references that make up its history (registrations, sessions, results, damage reports
-- found at it, work order charges for it) now refuse the delete (NO ACTION above) instead of
-- deleting or clearing that history, so a registration added while the event is deleted keeps
-- it. Registrations' inspections, sessions' checks and results stay tied to their registration.
--
-- Nothing new may be tied to an archived event: a new row that points at one, or a reference
-- changed to one, is refused with SQLSTATE PB001 (refuse_archived_references(), migration
-- 0008), which the API answers with 400 "This event is archived". Rows that already point at
-- it keep doing so and can still be edited.
CREATE TRIGGER event_cars_event_id_archived_insert AFTER INSERT ON event_cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('event_id', 'events', 'event_cars_event_id_fk');
--> statement-breakpoint
CREATE TRIGGER event_cars_event_id_archived_update AFTER UPDATE ON event_cars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('event_id', 'events', 'event_cars_event_id_fk');
--> statement-breakpoint
CREATE TRIGGER event_sessions_event_id_archived_insert AFTER INSERT ON event_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('event_id', 'events', 'event_sessions_event_id_fk');
--> statement-breakpoint
CREATE TRIGGER event_sessions_event_id_archived_update AFTER UPDATE ON event_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('event_id', 'events', 'event_sessions_event_id_fk');
--> statement-breakpoint
CREATE TRIGGER races_event_id_archived_insert AFTER INSERT ON races
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('event_id', 'events', 'races_event_id_fk');
--> statement-breakpoint
CREATE TRIGGER races_event_id_archived_update AFTER UPDATE ON races
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('event_id', 'events', 'races_event_id_fk');
--> statement-breakpoint
CREATE TRIGGER damage_reports_event_id_archived_insert AFTER INSERT ON damage_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('event_id', 'events', 'damage_reports_event_id_fk');
--> statement-breakpoint
CREATE TRIGGER damage_reports_event_id_archived_update AFTER UPDATE ON damage_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('event_id', 'events', 'damage_reports_event_id_fk');
--> statement-breakpoint
CREATE TRIGGER work_order_charges_event_id_archived_insert AFTER INSERT ON work_order_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('event_id', 'events', 'work_order_charges_event_id_fk');
--> statement-breakpoint
CREATE TRIGGER work_order_charges_event_id_archived_update AFTER UPDATE ON work_order_charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('event_id', 'events', 'work_order_charges_event_id_fk');
