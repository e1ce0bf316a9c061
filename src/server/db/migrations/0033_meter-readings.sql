CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hours" double precision NOT NULL,
	"distance" double precision NOT NULL,
	"source" text NOT NULL,
	"session_id" uuid,
	"running_minutes" integer,
	"laps" integer,
	"hours_added" double precision,
	"distance_added" double precision,
	"distance_estimated" boolean DEFAULT false NOT NULL,
	"is_correction" boolean DEFAULT false NOT NULL,
	"note" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "meter_readings_source_check" CHECK ("meter_readings"."source" in ('session', 'manual', 'import')),
	CONSTRAINT "meter_readings_session_id_check" CHECK ("meter_readings"."source" <> 'session' or "meter_readings"."session_id" is not null),
	CONSTRAINT "meter_readings_hours_range" CHECK ("meter_readings"."hours" between 0 and 1000000),
	CONSTRAINT "meter_readings_distance_range" CHECK ("meter_readings"."distance" between 0 and 10000000),
	CONSTRAINT "meter_readings_running_minutes_range" CHECK ("meter_readings"."running_minutes" between 0 and 1440),
	CONSTRAINT "meter_readings_laps_range" CHECK ("meter_readings"."laps" between 0 and 10000),
	CONSTRAINT "meter_readings_hours_added_range" CHECK ("meter_readings"."hours_added" between 0 and 1000000),
	CONSTRAINT "meter_readings_distance_added_range" CHECK ("meter_readings"."distance_added" between 0 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_session_id_fk" FOREIGN KEY ("team_id","session_id") REFERENCES "public"."event_sessions"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_session_idx" ON "meter_readings" USING btree ("team_id","session_id");--> statement-breakpoint
CREATE INDEX "meter_readings_car_recorded_idx" ON "meter_readings" USING btree ("team_id","car_id","recorded_at","created_at");--> statement-breakpoint
CREATE INDEX "meter_readings_recorded_by_idx" ON "meter_readings" USING btree ("recorded_by");--> statement-breakpoint
-- Each car's log starts with the hours and miles it had before readings were kept.
INSERT INTO "meter_readings" ("team_id", "car_id", "recorded_at", "hours", "distance", "source", "note", "created_at", "updated_at")
SELECT "team_id", "id", "updated_at", "hours", "miles", 'import', 'Hours and miles before readings were kept', "updated_at", "updated_at"
FROM "cars";
--> statement-breakpoint
-- A reading is of an active car (an archived car keeps its log but takes no new reading).
CREATE TRIGGER meter_readings_car_id_archived_insert AFTER INSERT ON meter_readings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'meter_readings_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER meter_readings_car_id_archived_update AFTER UPDATE ON meter_readings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'meter_readings_car_id_fk');
