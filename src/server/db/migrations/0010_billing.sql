-- Rate cards, work orders with their charge lines, and invoices (docs/decisions/006-billing.md).
-- A SET NULL reference clears only its own column (never team_id).
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_rate_percent" numeric(5, 2) NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"notes" text,
	"sent_at" timestamp with time zone,
	"paid_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'sent', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"track_support_hourly_rate_cents" integer DEFAULT 0 NOT NULL,
	"transportation_rate_cents" integer DEFAULT 0 NOT NULL,
	"event_day_flat_rate_cents" integer DEFAULT 0 NOT NULL,
	"weekend_package_rate_cents" integer DEFAULT 0 NOT NULL,
	"mechanic_hourly_rate_cents" integer DEFAULT 0 NOT NULL,
	"service_call_rate_cents" integer DEFAULT 0 NOT NULL,
	"diagnostic_rate_cents" integer DEFAULT 0 NOT NULL,
	"damage_assessment_rate_cents" integer DEFAULT 0 NOT NULL,
	"bodywork_hourly_rate_cents" integer DEFAULT 0 NOT NULL,
	"engine_rebuild_rate_cents" integer DEFAULT 0 NOT NULL,
	"parts_markup_percentage" numeric(7, 2) DEFAULT 0 NOT NULL,
	"consumable_markup_percentage" numeric(7, 2) DEFAULT 0 NOT NULL,
	"outside_service_markup_percentage" numeric(7, 2) DEFAULT 0 NOT NULL,
	"rush_job_multiplier" numeric(6, 3) DEFAULT 1 NOT NULL,
	"weekend_multiplier" numeric(6, 3) DEFAULT 1 NOT NULL,
	"holiday_multiplier" numeric(6, 3) DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"effective_date" date NOT NULL,
	"expiration_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_cards_team_key" UNIQUE("team_id","id")
);
--> statement-breakpoint
CREATE TABLE "work_order_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"work_order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"charge_type" text,
	"description" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_rate_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"notes" text,
	"event_id" uuid,
	"event_date" date,
	"driver_id" uuid,
	"session_count" integer,
	"service_date" date,
	"service_type" text,
	"part_name" text,
	"part_number" text,
	"unit_cost_cents" integer,
	"markup_percentage" numeric(9, 2),
	"supplier" text,
	"category" text,
	"damage_report_id" uuid,
	"damage_type" text,
	"assessment_date" date,
	"severity" text,
	"estimated_repair_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_charges_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "work_order_charges_kind_check" CHECK ("work_order_charges"."kind" in ('event', 'service', 'parts', 'damage'))
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"event_car_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"requested_date" date,
	"scheduled_start_date" date,
	"estimated_completion_date" date,
	"requires_client_approval" boolean DEFAULT true NOT NULL,
	"client_approved_at" timestamp with time zone,
	"client_approved_by" text,
	"estimated_total_cents" integer DEFAULT 0 NOT NULL,
	"actual_total_cents" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "work_orders_status_check" CHECK ("work_orders"."status" in ('draft', 'pending_approval', 'approved', 'invoiced', 'paid', 'cancelled')),
	CONSTRAINT "work_orders_priority_check" CHECK ("work_orders"."priority" in ('low', 'medium', 'high', 'urgent'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_fk" FOREIGN KEY ("team_id","client_id") REFERENCES "public"."clients"("team_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_work_order_id_fk" FOREIGN KEY ("team_id","work_order_id") REFERENCES "public"."work_orders"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_event_id_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."events"("team_id","id") ON DELETE SET NULL ("event_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_driver_id_fk" FOREIGN KEY ("team_id","driver_id") REFERENCES "public"."drivers"("team_id","id") ON DELETE SET NULL ("driver_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_damage_report_id_fk" FOREIGN KEY ("team_id","damage_report_id") REFERENCES "public"."damage_reports"("team_id","id") ON DELETE SET NULL ("damage_report_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_client_id_fk" FOREIGN KEY ("team_id","client_id") REFERENCES "public"."clients"("team_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_car_id_fk" FOREIGN KEY ("team_id","car_id") REFERENCES "public"."cars"("team_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_event_car_id_fk" FOREIGN KEY ("team_id","event_car_id") REFERENCES "public"."event_cars"("team_id","id") ON DELETE SET NULL ("event_car_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_invoice_id_fk" FOREIGN KEY ("team_id","invoice_id") REFERENCES "public"."invoices"("team_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_team_number_idx" ON "invoices" USING btree ("team_id","number");--> statement-breakpoint
CREATE INDEX "invoices_team_created_idx" ON "invoices" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_team_client_status_idx" ON "invoices" USING btree ("team_id","client_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_team_default_idx" ON "rate_cards" USING btree ("team_id") WHERE "rate_cards"."is_default";--> statement-breakpoint
CREATE INDEX "rate_cards_team_created_idx" ON "rate_cards" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "work_order_charges_order_idx" ON "work_order_charges" USING btree ("work_order_id","kind","position");--> statement-breakpoint
CREATE INDEX "work_order_charges_event_idx" ON "work_order_charges" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "work_order_charges_driver_idx" ON "work_order_charges" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "work_order_charges_damage_report_idx" ON "work_order_charges" USING btree ("damage_report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_team_number_idx" ON "work_orders" USING btree ("team_id","number");--> statement-breakpoint
CREATE INDEX "work_orders_team_created_idx" ON "work_orders" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_team_status_created_idx" ON "work_orders" USING btree ("team_id","status","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_team_client_status_idx" ON "work_orders" USING btree ("team_id","client_id","status");--> statement-breakpoint
CREATE INDEX "work_orders_team_car_status_idx" ON "work_orders" USING btree ("team_id","car_id","status");--> statement-breakpoint
CREATE INDEX "work_orders_event_car_idx" ON "work_orders" USING btree ("event_car_id");--> statement-breakpoint
CREATE INDEX "work_orders_invoice_idx" ON "work_orders" USING btree ("invoice_id");