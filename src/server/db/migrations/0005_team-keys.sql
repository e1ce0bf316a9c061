-- Team keys: every team-owned table gets a unique (team_id, id), and every reference between
-- team-owned rows becomes a composite foreign key (team_id, x_id) -> (team_id, id), so the
-- database itself refuses a row that points at another team's row.
-- A SET NULL reference clears only its own column (never team_id).
-- First, while the old keys still cascade, references that point at another team's row (or at nothing)
-- are cleared when optional; rows whose required reference does are removed.
UPDATE "user_preferences" t SET "default_car_id" = NULL WHERE t."default_car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "cars" r WHERE r."id" = t."default_car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
UPDATE "cars" t SET "default_driver_id" = NULL WHERE t."default_driver_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "drivers" r WHERE r."id" = t."default_driver_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
UPDATE "cars" t SET "client_id" = NULL WHERE t."client_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "clients" r WHERE r."id" = t."client_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "service_item_history" t WHERE t."item_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "service_life_items" r WHERE r."id" = t."item_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "service_life_items" t WHERE t."car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "cars" r WHERE r."id" = t."car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "car_track_setups" t WHERE t."car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "cars" r WHERE r."id" = t."car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "car_track_setups" t WHERE t."track_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tracks" r WHERE r."id" = t."track_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "event_cars" t WHERE t."event_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "events" r WHERE r."id" = t."event_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "event_cars" t WHERE t."car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "cars" r WHERE r."id" = t."car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
UPDATE "event_cars" t SET "client_id" = NULL WHERE t."client_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "clients" r WHERE r."id" = t."client_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
UPDATE "event_cars" t SET "driver_id" = NULL WHERE t."driver_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "drivers" r WHERE r."id" = t."driver_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "event_inspections" t WHERE t."event_car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "event_cars" r WHERE r."id" = t."event_car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
UPDATE "event_inspections" t SET "template_id" = NULL WHERE t."template_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "inspection_templates" r WHERE r."id" = t."template_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "event_sessions" t WHERE t."event_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "events" r WHERE r."id" = t."event_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "event_sessions" t WHERE t."event_car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "event_cars" r WHERE r."id" = t."event_car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "event_sessions" t WHERE t."track_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tracks" r WHERE r."id" = t."track_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
UPDATE "event_sessions" t SET "driver_id" = NULL WHERE t."driver_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "drivers" r WHERE r."id" = t."driver_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "events" t WHERE t."track_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tracks" r WHERE r."id" = t."track_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
UPDATE "events" t SET "car_id" = NULL WHERE t."car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "cars" r WHERE r."id" = t."car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "inspection_template_items" t WHERE t."template_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "inspection_templates" r WHERE r."id" = t."template_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "races" t WHERE t."car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "cars" r WHERE r."id" = t."car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "races" t WHERE t."track_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tracks" r WHERE r."id" = t."track_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "races" t WHERE t."event_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "events" r WHERE r."id" = t."event_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "races" t WHERE t."event_car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "event_cars" r WHERE r."id" = t."event_car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "session_inspections" t WHERE t."event_session_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "event_sessions" r WHERE r."id" = t."event_session_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "session_inspections" t WHERE t."event_car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "event_cars" r WHERE r."id" = t."event_car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "work_order_items" t WHERE t."event_car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "event_cars" r WHERE r."id" = t."event_car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "work_order_items" t WHERE t."inspection_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "event_inspections" r WHERE r."id" = t."inspection_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "damage_reports" t WHERE t."car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "cars" r WHERE r."id" = t."car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
UPDATE "damage_reports" t SET "event_id" = NULL WHERE t."event_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "events" r WHERE r."id" = t."event_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
UPDATE "damage_reports" t SET "repair_id" = NULL WHERE t."repair_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "repairs" r WHERE r."id" = t."repair_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
DELETE FROM "repairs" t WHERE t."car_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "cars" r WHERE r."id" = t."car_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
UPDATE "repairs" t SET "damage_report_id" = NULL WHERE t."damage_report_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "damage_reports" r WHERE r."id" = t."damage_report_id" AND r."team_id" = t."team_id");
--> statement-breakpoint
ALTER TABLE "cars" DROP CONSTRAINT "cars_default_driver_id_drivers_id_fk";
--> statement-breakpoint
ALTER TABLE "cars" DROP CONSTRAINT "cars_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "service_item_history" DROP CONSTRAINT "service_item_history_item_id_service_life_items_id_fk";
--> statement-breakpoint
ALTER TABLE "service_life_items" DROP CONSTRAINT "service_life_items_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "car_track_setups" DROP CONSTRAINT "car_track_setups_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "car_track_setups" DROP CONSTRAINT "car_track_setups_track_id_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "event_cars" DROP CONSTRAINT "event_cars_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "event_cars" DROP CONSTRAINT "event_cars_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "event_cars" DROP CONSTRAINT "event_cars_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "event_cars" DROP CONSTRAINT "event_cars_driver_id_drivers_id_fk";
--> statement-breakpoint
ALTER TABLE "event_inspections" DROP CONSTRAINT "event_inspections_event_car_id_event_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "event_inspections" DROP CONSTRAINT "event_inspections_template_id_inspection_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "event_sessions" DROP CONSTRAINT "event_sessions_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "event_sessions" DROP CONSTRAINT "event_sessions_event_car_id_event_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "event_sessions" DROP CONSTRAINT "event_sessions_track_id_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "event_sessions" DROP CONSTRAINT "event_sessions_driver_id_drivers_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_track_id_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "inspection_template_items" DROP CONSTRAINT "inspection_template_items_template_id_inspection_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "races" DROP CONSTRAINT "races_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "races" DROP CONSTRAINT "races_track_id_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "races" DROP CONSTRAINT "races_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "races" DROP CONSTRAINT "races_event_car_id_event_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "session_inspections" DROP CONSTRAINT "session_inspections_event_session_id_event_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "session_inspections" DROP CONSTRAINT "session_inspections_event_car_id_event_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_items" DROP CONSTRAINT "work_order_items_event_car_id_event_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_items" DROP CONSTRAINT "work_order_items_inspection_id_event_inspections_id_fk";
--> statement-breakpoint
ALTER TABLE "damage_reports" DROP CONSTRAINT "damage_reports_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "damage_reports" DROP CONSTRAINT "damage_reports_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "damage_reports" DROP CONSTRAINT "damage_reports_repair_id_repairs_id_fk";
--> statement-breakpoint
ALTER TABLE "repairs" DROP CONSTRAINT "repairs_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "service_item_history" ADD CONSTRAINT "service_item_history_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "car_track_setups" ADD CONSTRAINT "car_track_setups_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "event_inspections" ADD CONSTRAINT "event_inspections_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "inspection_template_items" ADD CONSTRAINT "inspection_template_items_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "inspection_templates" ADD CONSTRAINT "inspection_templates_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_team_key" UNIQUE("team_id","id");
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_default_car_id_fk" FOREIGN KEY ("team_id","default_car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE SET NULL ("default_car_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_default_driver_id_fk" FOREIGN KEY ("team_id","default_driver_id") REFERENCES "public"."drivers"("team_id","id") ON DELETE SET NULL ("default_driver_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_client_id_fk" FOREIGN KEY ("team_id","client_id") REFERENCES "public"."clients"("team_id","id") ON DELETE SET NULL ("client_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_item_history" ADD CONSTRAINT "service_item_history_item_id_fk" FOREIGN KEY ("team_id","item_id") REFERENCES "public"."service_life_items"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "car_track_setups" ADD CONSTRAINT "car_track_setups_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "car_track_setups" ADD CONSTRAINT "car_track_setups_track_id_fk" FOREIGN KEY ("team_id","track_id") REFERENCES "public"."tracks"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."events"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_client_id_fk" FOREIGN KEY ("team_id","client_id") REFERENCES "public"."clients"("team_id","id") ON DELETE SET NULL ("client_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_driver_id_fk" FOREIGN KEY ("team_id","driver_id") REFERENCES "public"."drivers"("team_id","id") ON DELETE SET NULL ("driver_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_inspections" ADD CONSTRAINT "event_inspections_event_car_id_fk" FOREIGN KEY ("team_id","event_car_id") REFERENCES "public"."event_cars"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_inspections" ADD CONSTRAINT "event_inspections_template_id_fk" FOREIGN KEY ("team_id","template_id") REFERENCES "public"."inspection_templates"("team_id","id") ON DELETE SET NULL ("template_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."events"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_car_id_fk" FOREIGN KEY ("team_id","event_car_id") REFERENCES "public"."event_cars"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_track_id_fk" FOREIGN KEY ("team_id","track_id") REFERENCES "public"."tracks"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_driver_id_fk" FOREIGN KEY ("team_id","driver_id") REFERENCES "public"."drivers"("team_id","id") ON DELETE SET NULL ("driver_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_track_id_fk" FOREIGN KEY ("team_id","track_id") REFERENCES "public"."tracks"("team_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE SET NULL ("car_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inspection_template_items" ADD CONSTRAINT "inspection_template_items_template_id_fk" FOREIGN KEY ("team_id","template_id") REFERENCES "public"."inspection_templates"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_track_id_fk" FOREIGN KEY ("team_id","track_id") REFERENCES "public"."tracks"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."events"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_event_car_id_fk" FOREIGN KEY ("team_id","event_car_id") REFERENCES "public"."event_cars"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_event_session_id_fk" FOREIGN KEY ("team_id","event_session_id") REFERENCES "public"."event_sessions"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_event_car_id_fk" FOREIGN KEY ("team_id","event_car_id") REFERENCES "public"."event_cars"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_event_car_id_fk" FOREIGN KEY ("team_id","event_car_id") REFERENCES "public"."event_cars"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_inspection_id_fk" FOREIGN KEY ("team_id","inspection_id") REFERENCES "public"."event_inspections"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."events"("team_id","id") ON DELETE SET NULL ("event_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_repair_id_fk" FOREIGN KEY ("team_id","repair_id") REFERENCES "public"."repairs"("team_id","id") ON DELETE SET NULL ("repair_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_damage_report_id_fk" FOREIGN KEY ("team_id","damage_report_id") REFERENCES "public"."damage_reports"("team_id","id") ON DELETE SET NULL ("damage_report_id") ON UPDATE no action;
