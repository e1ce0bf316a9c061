CREATE TABLE "component_accruals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"component_id" uuid NOT NULL,
	"installation_id" uuid NOT NULL,
	"meter_reading_id" uuid NOT NULL,
	"hours" double precision NOT NULL,
	"distance" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "component_accruals_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "component_accruals_hours_range" CHECK ("component_accruals"."hours" between 0 and 1000000),
	CONSTRAINT "component_accruals_distance_range" CHECK ("component_accruals"."distance" between 0 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "component_installations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"component_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"installed_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"car_hours_at_install" double precision NOT NULL,
	"car_distance_at_install" double precision NOT NULL,
	"hours_at_install" double precision NOT NULL,
	"distance_at_install" double precision NOT NULL,
	"car_hours_at_removal" double precision,
	"car_distance_at_removal" double precision,
	"hours_at_removal" double precision,
	"distance_at_removal" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "component_installations_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "component_installations_removed_at_check" CHECK ("component_installations"."removed_at" is null or "component_installations"."removed_at" >= "component_installations"."installed_at"),
	CONSTRAINT "component_installations_car_hours_at_install_range" CHECK ("component_installations"."car_hours_at_install" between 0 and 1000000),
	CONSTRAINT "component_installations_car_distance_at_install_range" CHECK ("component_installations"."car_distance_at_install" between 0 and 10000000),
	CONSTRAINT "component_installations_hours_at_install_range" CHECK ("component_installations"."hours_at_install" between 0 and 1000000),
	CONSTRAINT "component_installations_distance_at_install_range" CHECK ("component_installations"."distance_at_install" between 0 and 10000000),
	CONSTRAINT "component_installations_car_hours_at_removal_range" CHECK ("component_installations"."car_hours_at_removal" between 0 and 1000000),
	CONSTRAINT "component_installations_car_distance_at_removal_range" CHECK ("component_installations"."car_distance_at_removal" between 0 and 10000000),
	CONSTRAINT "component_installations_hours_at_removal_range" CHECK ("component_installations"."hours_at_removal" between 0 and 1000000),
	CONSTRAINT "component_installations_distance_at_removal_range" CHECK ("component_installations"."distance_at_removal" between 0 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "component_rebuilds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"component_id" uuid NOT NULL,
	"rebuilt_at" timestamp with time zone NOT NULL,
	"hours" double precision NOT NULL,
	"distance" double precision NOT NULL,
	"note" text,
	"rebuilt_by" text,
	"rebuilt_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "component_rebuilds_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "component_rebuilds_hours_range" CHECK ("component_rebuilds"."hours" between 0 and 1000000),
	CONSTRAINT "component_rebuilds_distance_range" CHECK ("component_rebuilds"."distance" between 0 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"serial_number" text,
	"notes" text,
	"hours" double precision DEFAULT 0 NOT NULL,
	"distance" double precision DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "components_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "components_kind_check" CHECK ("components"."kind" in ('engine', 'gearbox', 'differential', 'shock', 'seat', 'harness', 'fire_system', 'other')),
	CONSTRAINT "components_hours_range" CHECK ("components"."hours" between 0 and 1000000),
	CONSTRAINT "components_distance_range" CHECK ("components"."distance" between 0 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "service_life_items" ALTER COLUMN "car_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_life_items" ADD COLUMN "component_id" uuid;--> statement-breakpoint
ALTER TABLE "component_accruals" ADD CONSTRAINT "component_accruals_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_accruals" ADD CONSTRAINT "component_accruals_component_id_fk" FOREIGN KEY ("team_id","component_id") REFERENCES "public"."components"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_accruals" ADD CONSTRAINT "component_accruals_installation_id_fk" FOREIGN KEY ("team_id","installation_id") REFERENCES "public"."component_installations"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_accruals" ADD CONSTRAINT "component_accruals_meter_reading_id_fk" FOREIGN KEY ("team_id","meter_reading_id") REFERENCES "public"."meter_readings"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_installations" ADD CONSTRAINT "component_installations_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_installations" ADD CONSTRAINT "component_installations_component_id_fk" FOREIGN KEY ("team_id","component_id") REFERENCES "public"."components"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_installations" ADD CONSTRAINT "component_installations_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_rebuilds" ADD CONSTRAINT "component_rebuilds_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_rebuilds" ADD CONSTRAINT "component_rebuilds_rebuilt_by_user_id_fk" FOREIGN KEY ("rebuilt_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_rebuilds" ADD CONSTRAINT "component_rebuilds_component_id_fk" FOREIGN KEY ("team_id","component_id") REFERENCES "public"."components"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "component_accruals_reading_component_idx" ON "component_accruals" USING btree ("team_id","meter_reading_id","component_id");--> statement-breakpoint
CREATE INDEX "component_accruals_component_idx" ON "component_accruals" USING btree ("team_id","component_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "component_installations_open_idx" ON "component_installations" USING btree ("team_id","component_id") WHERE "component_installations"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "component_installations_component_idx" ON "component_installations" USING btree ("team_id","component_id","installed_at");--> statement-breakpoint
CREATE INDEX "component_installations_car_idx" ON "component_installations" USING btree ("team_id","car_id","installed_at");--> statement-breakpoint
CREATE INDEX "component_rebuilds_component_idx" ON "component_rebuilds" USING btree ("team_id","component_id","rebuilt_at");--> statement-breakpoint
CREATE INDEX "component_rebuilds_rebuilt_by_idx" ON "component_rebuilds" USING btree ("rebuilt_by");--> statement-breakpoint
CREATE INDEX "components_team_name_idx" ON "components" USING btree ("team_id","name");--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_component_id_fk" FOREIGN KEY ("team_id","component_id") REFERENCES "public"."components"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_life_items_component_idx" ON "service_life_items" USING btree ("component_id","name");--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_component_id_check" CHECK (("service_life_items"."car_id" is null) <> ("service_life_items"."component_id" is null));--> statement-breakpoint
-- A component is installed on an active car (an archived car keeps its installations but takes no new one).
CREATE TRIGGER component_installations_car_id_archived_insert AFTER INSERT ON component_installations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'component_installations_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER component_installations_car_id_archived_update AFTER UPDATE ON component_installations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'component_installations_car_id_fk');
