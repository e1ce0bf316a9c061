CREATE TABLE "inventory_item_cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	CONSTRAINT "inventory_item_cars_team_key" UNIQUE("team_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"part_number" text,
	"manufacturer" text,
	"category" text DEFAULT 'other' NOT NULL,
	"current_stock" integer DEFAULT 1 NOT NULL,
	"min_stock_level" integer DEFAULT 0 NOT NULL,
	"max_stock_level" integer DEFAULT 0 NOT NULL,
	"location_id" uuid NOT NULL,
	"shelf_location" text,
	"unit_cost_cents" integer DEFAULT 0 NOT NULL,
	"retail_price_cents" integer DEFAULT 0 NOT NULL,
	"condition" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"supplier_id" uuid,
	"supplier_part_number" text,
	"lead_time_days" integer,
	"scope" text DEFAULT 'shop' NOT NULL,
	"client_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "inventory_items_category_check" CHECK ("inventory_items"."category" in ('body_panel', 'engine_part', 'suspension', 'electrical', 'consumable', 'tool', 'safety', 'wear_item', 'other')),
	CONSTRAINT "inventory_items_condition_check" CHECK ("inventory_items"."condition" in ('new', 'used_excellent', 'used_good', 'used_fair', 'needs_repair', 'obsolete')),
	CONSTRAINT "inventory_items_scope_check" CHECK (("inventory_items"."scope" = 'shop' and "inventory_items"."client_id" is null) or ("inventory_items"."scope" = 'client' and "inventory_items"."client_id" is not null)),
	CONSTRAINT "inventory_items_current_stock_range" CHECK ("inventory_items"."current_stock" between 0 and 1000000),
	CONSTRAINT "inventory_items_min_stock_level_range" CHECK ("inventory_items"."min_stock_level" between 0 and 1000000),
	CONSTRAINT "inventory_items_max_stock_level_range" CHECK ("inventory_items"."max_stock_level" between 0 and 1000000),
	CONSTRAINT "inventory_items_unit_cost_cents_range" CHECK ("inventory_items"."unit_cost_cents" between 0 and 100000000),
	CONSTRAINT "inventory_items_retail_price_cents_range" CHECK ("inventory_items"."retail_price_cents" between 0 and 100000000),
	CONSTRAINT "inventory_items_lead_time_days_range" CHECK ("inventory_items"."lead_time_days" between 0 and 3650)
);
--> statement-breakpoint
CREATE TABLE "inventory_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'shop' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_locations_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "inventory_locations_type_check" CHECK ("inventory_locations"."type" in ('shop', 'trailer', 'storage_unit', 'warehouse', 'other'))
);
--> statement-breakpoint
CREATE TABLE "inventory_stock_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"note" text,
	"work_order_id" uuid,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_stock_moves_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "inventory_stock_moves_reason_check" CHECK ("inventory_stock_moves"."reason" in ('initial', 'received', 'used', 'adjusted')),
	CONSTRAINT "inventory_stock_moves_change_range" CHECK ("inventory_stock_moves"."change" between -1000000 and 1000000),
	CONSTRAINT "inventory_stock_moves_stock_after_range" CHECK ("inventory_stock_moves"."stock_after" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text,
	"supplier_code" text,
	"contact_person" text,
	"email" text,
	"phone" text,
	"website" text,
	"address" jsonb,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"lead_time_days" integer DEFAULT 7 NOT NULL,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"payment_terms" text DEFAULT 'Net 30' NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"notes" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "suppliers_lead_time_days_range" CHECK ("suppliers"."lead_time_days" between 0 and 3650),
	CONSTRAINT "suppliers_minimum_order_cents_range" CHECK ("suppliers"."minimum_order_cents" between 0 and 1000000000),
	CONSTRAINT "suppliers_rating_range" CHECK ("suppliers"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD COLUMN "inventory_item_id" uuid;--> statement-breakpoint
ALTER TABLE "inventory_item_cars" ADD CONSTRAINT "inventory_item_cars_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_item_cars" ADD CONSTRAINT "inventory_item_cars_item_id_fk" FOREIGN KEY ("team_id","item_id") REFERENCES "public"."inventory_items"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_item_cars" ADD CONSTRAINT "inventory_item_cars_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_location_id_fk" FOREIGN KEY ("team_id","location_id") REFERENCES "public"."inventory_locations"("team_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_supplier_id_fk" FOREIGN KEY ("team_id","supplier_id") REFERENCES "public"."suppliers"("team_id","id") ON DELETE SET NULL ("supplier_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_client_id_fk" FOREIGN KEY ("team_id","client_id") REFERENCES "public"."clients"("team_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_locations" ADD CONSTRAINT "inventory_locations_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_moves" ADD CONSTRAINT "inventory_stock_moves_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_moves" ADD CONSTRAINT "inventory_stock_moves_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_moves" ADD CONSTRAINT "inventory_stock_moves_item_id_fk" FOREIGN KEY ("team_id","item_id") REFERENCES "public"."inventory_items"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_moves" ADD CONSTRAINT "inventory_stock_moves_work_order_id_fk" FOREIGN KEY ("team_id","work_order_id") REFERENCES "public"."work_orders"("team_id","id") ON DELETE SET NULL ("work_order_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_item_cars_item_car_idx" ON "inventory_item_cars" USING btree ("item_id","car_id");--> statement-breakpoint
CREATE INDEX "inventory_item_cars_car_idx" ON "inventory_item_cars" USING btree ("team_id","car_id");--> statement-breakpoint
CREATE INDEX "inventory_items_team_name_idx" ON "inventory_items" USING btree ("team_id","name","id");--> statement-breakpoint
CREATE INDEX "inventory_items_team_location_idx" ON "inventory_items" USING btree ("team_id","location_id");--> statement-breakpoint
CREATE INDEX "inventory_items_team_supplier_idx" ON "inventory_items" USING btree ("team_id","supplier_id");--> statement-breakpoint
CREATE INDEX "inventory_items_team_client_idx" ON "inventory_items" USING btree ("team_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_locations_team_default_idx" ON "inventory_locations" USING btree ("team_id") WHERE "inventory_locations"."is_default" and "inventory_locations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_locations_team_name_idx" ON "inventory_locations" USING btree ("team_id",lower("name")) WHERE "inventory_locations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_stock_moves_item_idx" ON "inventory_stock_moves" USING btree ("team_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_stock_moves_work_order_idx" ON "inventory_stock_moves" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "suppliers_team_order_idx" ON "suppliers" USING btree ("team_id","is_preferred" DESC NULLS LAST,"rating" DESC NULLS LAST,"name");--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_inventory_item_id_fk" FOREIGN KEY ("team_id","inventory_item_id") REFERENCES "public"."inventory_items"("team_id","id") ON DELETE SET NULL ("inventory_item_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_charges_inventory_item_idx" ON "work_order_charges" USING btree ("inventory_item_id");--> statement-breakpoint
-- An item set aside for a client, and the cars an item fits, refuse an archived client or car
-- like every other chosen reference (refuse_archived_references(), migration 0008).
CREATE TRIGGER inventory_items_client_id_archived_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'inventory_items_client_id_fk');
--> statement-breakpoint
CREATE TRIGGER inventory_items_client_id_archived_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'inventory_items_client_id_fk');
--> statement-breakpoint
CREATE TRIGGER inventory_item_cars_car_id_archived_insert AFTER INSERT ON inventory_item_cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'inventory_item_cars_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER inventory_item_cars_car_id_archived_update AFTER UPDATE ON inventory_item_cars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'inventory_item_cars_car_id_fk');
