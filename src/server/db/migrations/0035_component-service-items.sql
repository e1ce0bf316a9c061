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
ALTER TABLE "service_life_items" ALTER COLUMN "car_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_life_items" ADD COLUMN "component_id" uuid;--> statement-breakpoint
ALTER TABLE "component_rebuilds" ADD CONSTRAINT "component_rebuilds_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_rebuilds" ADD CONSTRAINT "component_rebuilds_rebuilt_by_user_id_fk" FOREIGN KEY ("rebuilt_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_rebuilds" ADD CONSTRAINT "component_rebuilds_component_id_fk" FOREIGN KEY ("team_id","component_id") REFERENCES "public"."components"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "component_rebuilds_component_idx" ON "component_rebuilds" USING btree ("team_id","component_id","rebuilt_at");--> statement-breakpoint
CREATE INDEX "component_rebuilds_rebuilt_by_idx" ON "component_rebuilds" USING btree ("rebuilt_by");--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_component_id_fk" FOREIGN KEY ("team_id","component_id") REFERENCES "public"."components"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_life_items_component_idx" ON "service_life_items" USING btree ("component_id","name");--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_owner_check" CHECK (("service_life_items"."car_id" is null) <> ("service_life_items"."component_id" is null));