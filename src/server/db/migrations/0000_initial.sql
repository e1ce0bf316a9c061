CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"metadata" text,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" bigint NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"active_organization_id" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"next_billing_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"show_completed_repairs" boolean NOT NULL,
	"show_past_events" boolean NOT NULL,
	"show_racing_features" boolean NOT NULL,
	"race_shop_enabled" boolean NOT NULL,
	"notification_preferences" jsonb NOT NULL,
	"display_preferences" jsonb NOT NULL,
	"average_speed" real NOT NULL,
	"use_metric" boolean NOT NULL,
	"first_name" text,
	"last_name" text,
	"company" text,
	"email" text,
	"phone" text,
	"address" text,
	"default_car_id" uuid,
	"onboarded_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"license_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"display_name" text,
	"email" text,
	"phone" text,
	"company" text,
	"type" text DEFAULT 'person' NOT NULL,
	"business_type" text DEFAULT 'individual' NOT NULL,
	"billing_address" jsonb,
	"status" text DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"experience_level" text DEFAULT 'intermediate' NOT NULL,
	"referral_source" text,
	"fleet_id" text,
	"notes" text,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"eligible_for_ar" boolean DEFAULT false NOT NULL,
	"marketing_consent" boolean DEFAULT true NOT NULL,
	"contract_start_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"make" text,
	"model" text,
	"year" integer,
	"color" text,
	"description" text,
	"miles" double precision DEFAULT 0 NOT NULL,
	"hours" double precision DEFAULT 0 NOT NULL,
	"purchase_date" date,
	"default_driver_id" uuid,
	"client_id" uuid,
	"weight" double precision,
	"horsepower" double precision,
	"sanctioning_bodies" text[] DEFAULT '{}' NOT NULL,
	"transponder_number" text,
	"logbook_expiration" date,
	"belts_expiration" date,
	"fire_bottle_expiration" date,
	"ownership_type" text DEFAULT 'team' NOT NULL,
	"owner_id" text,
	"rental_status" text DEFAULT 'available' NOT NULL,
	"current_renter_id" text,
	"rental_rate_per_hour_cents" integer,
	"rental_rate_per_day_cents" integer,
	"image_key" text,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_item_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hours" double precision NOT NULL,
	"distance" double precision NOT NULL,
	"performed_by_user_id" text,
	"performed_by_name" text
);
--> statement-breakpoint
CREATE TABLE "service_life_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'maintenance' NOT NULL,
	"hour_interval" double precision,
	"distance_interval" double precision,
	"last_service_hours" double precision DEFAULT 0 NOT NULL,
	"last_service_distance" double precision DEFAULT 0 NOT NULL,
	"installed_hours" double precision DEFAULT 0 NOT NULL,
	"installed_distance" double precision DEFAULT 0 NOT NULL,
	"expected_life_hours" double precision,
	"expected_life_distance" double precision,
	"estimated_labor_hours" double precision,
	"estimated_parts_cost_cents" integer,
	"priority" text DEFAULT 'medium' NOT NULL,
	"total_resets" integer DEFAULT 0 NOT NULL,
	"last_reset_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_track_setups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"length" double precision,
	"type" text,
	"description" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"client_id" uuid,
	"driver_id" uuid,
	"car_number" text,
	"class" text,
	"status" text DEFAULT 'registered' NOT NULL,
	"pre_event_inspection_completed" boolean DEFAULT false NOT NULL,
	"pre_event_inspection_date" timestamp with time zone,
	"pre_event_notes" text,
	"post_event_inspection_completed" boolean DEFAULT false NOT NULL,
	"post_event_inspection_date" timestamp with time zone,
	"post_event_notes" text,
	"registration_fee_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"event_car_id" uuid NOT NULL,
	"inspection_type" text NOT NULL,
	"inspector_id" text,
	"template_id" uuid,
	"status" text NOT NULL,
	"overall_condition" text DEFAULT 'good' NOT NULL,
	"checklist_results" jsonb NOT NULL,
	"issues_found" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendations" text,
	"notes" text,
	"inspection_fee_cents" integer DEFAULT 0 NOT NULL,
	"billable_minutes" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"event_car_id" uuid NOT NULL,
	"name" text NOT NULL,
	"session_type" text DEFAULT 'practice' NOT NULL,
	"driver_id" uuid,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"duration_minutes" integer DEFAULT 20 NOT NULL,
	"best_lap_time" text,
	"best_lap_ms" integer,
	"notes" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"notes" text,
	"track_id" uuid NOT NULL,
	"estimated_minutes" integer DEFAULT 0 NOT NULL,
	"car_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"template_id" uuid NOT NULL,
	"category" text NOT NULL,
	"item_name" text NOT NULL,
	"description" text,
	"is_required" boolean DEFAULT true NOT NULL,
	"input_type" text DEFAULT 'pass_fail' NOT NULL,
	"options" jsonb,
	"failure_creates_work_item" boolean DEFAULT false NOT NULL,
	"work_item_template" text,
	"estimated_repair_minutes" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"inspection_type" text DEFAULT 'pre_event' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"base_fee_cents" integer DEFAULT 0 NOT NULL,
	"estimated_minutes" integer DEFAULT 30 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"event_id" uuid,
	"event_car_id" uuid,
	"date" date NOT NULL,
	"event_type" text,
	"start_position" integer,
	"finish_position" integer,
	"total_participants" integer,
	"best_lap_time" text,
	"best_lap_ms" integer,
	"notes" text,
	"class" text,
	"session_type" text,
	"weather" text,
	"track_condition" text,
	"timing_sheet_url" text,
	"video_urls" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"event_session_id" uuid NOT NULL,
	"event_car_id" uuid NOT NULL,
	"inspection_type" text NOT NULL,
	"inspector_id" text,
	"session_type" text,
	"expected_session_minutes" integer,
	"wheel_torque_spec" text,
	"sd_card_checked" boolean,
	"data_systems_checked" boolean,
	"water_temp_pass" boolean,
	"oil_temp_pass" boolean,
	"fuel_amount" double precision,
	"tire_pressures" jsonb,
	"brake_pads_condition" text,
	"brake_rotors_condition" text,
	"fire_system_pin_checked" boolean,
	"car_cleaned" boolean,
	"general_inspection_pass" boolean,
	"ready_for_session" boolean,
	"tire_temperatures" jsonb,
	"weight_with_driver" double precision,
	"best_laptime" text,
	"best_lap_ms" integer,
	"running_position" integer,
	"event_notes" text,
	"status" text DEFAULT 'completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"event_car_id" uuid,
	"inspection_id" uuid,
	"item_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"quantity" double precision DEFAULT 1 NOT NULL,
	"rate_cents" integer DEFAULT 0 NOT NULL,
	"total_amount_cents" integer DEFAULT 0 NOT NULL,
	"estimated_minutes" integer,
	"assigned_to" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "damage_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"event_id" uuid,
	"title" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'reported' NOT NULL,
	"damage_location" text,
	"discovered_date" date NOT NULL,
	"description" text,
	"source_type" text,
	"driveability" text,
	"estimated_repair_cost_cents" integer,
	"repair_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"title" text NOT NULL,
	"scheduled_date" date,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"description" text,
	"estimated_cost_cents" integer,
	"actual_cost_cents" integer,
	"parts" text,
	"interval_miles" double precision,
	"interval_hours" double precision,
	"notes" text,
	"images" text[] DEFAULT '{}' NOT NULL,
	"completed_date" date,
	"damage_report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_counters" (
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_counters_team_id_name_year_pk" PRIMARY KEY("team_id","name","year")
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_default_driver_id_drivers_id_fk" FOREIGN KEY ("default_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_item_history" ADD CONSTRAINT "service_item_history_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_item_history" ADD CONSTRAINT "service_item_history_item_id_service_life_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."service_life_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_item_history" ADD CONSTRAINT "service_item_history_performed_by_user_id_user_id_fk" FOREIGN KEY ("performed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_track_setups" ADD CONSTRAINT "car_track_setups_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_track_setups" ADD CONSTRAINT "car_track_setups_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_track_setups" ADD CONSTRAINT "car_track_setups_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_inspections" ADD CONSTRAINT "event_inspections_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_inspections" ADD CONSTRAINT "event_inspections_event_car_id_event_cars_id_fk" FOREIGN KEY ("event_car_id") REFERENCES "public"."event_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_inspections" ADD CONSTRAINT "event_inspections_inspector_id_user_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_inspections" ADD CONSTRAINT "event_inspections_template_id_inspection_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."inspection_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_car_id_event_cars_id_fk" FOREIGN KEY ("event_car_id") REFERENCES "public"."event_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_template_items" ADD CONSTRAINT "inspection_template_items_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_template_items" ADD CONSTRAINT "inspection_template_items_template_id_inspection_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."inspection_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_templates" ADD CONSTRAINT "inspection_templates_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_templates" ADD CONSTRAINT "inspection_templates_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_event_car_id_event_cars_id_fk" FOREIGN KEY ("event_car_id") REFERENCES "public"."event_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_event_session_id_event_sessions_id_fk" FOREIGN KEY ("event_session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_event_car_id_event_cars_id_fk" FOREIGN KEY ("event_car_id") REFERENCES "public"."event_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_inspector_id_user_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_event_car_id_event_cars_id_fk" FOREIGN KEY ("event_car_id") REFERENCES "public"."event_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_inspection_id_event_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."event_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_assigned_to_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_counters" ADD CONSTRAINT "team_counters_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_org_user_idx" ON "member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "member_user_idx" ON "member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_team_idx" ON "subscriptions" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_preferences_user_idx" ON "user_preferences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drivers_team_name_idx" ON "drivers" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "clients_team_display_name_idx" ON "clients" USING btree ("team_id","display_name");--> statement-breakpoint
CREATE INDEX "clients_team_created_idx" ON "clients" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "cars_team_name_idx" ON "cars" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "cars_team_purchase_date_idx" ON "cars" USING btree ("team_id","purchase_date");--> statement-breakpoint
CREATE INDEX "cars_team_miles_idx" ON "cars" USING btree ("team_id","miles");--> statement-breakpoint
CREATE INDEX "cars_team_created_idx" ON "cars" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "cars_client_idx" ON "cars" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "service_item_history_item_idx" ON "service_item_history" USING btree ("item_id","performed_at");--> statement-breakpoint
CREATE INDEX "service_life_items_car_idx" ON "service_life_items" USING btree ("car_id","name");--> statement-breakpoint
CREATE INDEX "service_life_items_team_idx" ON "service_life_items" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_track_setups_car_track_idx" ON "car_track_setups" USING btree ("car_id","track_id");--> statement-breakpoint
CREATE INDEX "tracks_team_name_idx" ON "tracks" USING btree ("team_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "event_cars_event_car_idx" ON "event_cars" USING btree ("event_id","car_id");--> statement-breakpoint
CREATE INDEX "event_cars_car_idx" ON "event_cars" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "event_cars_client_idx" ON "event_cars" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_inspections_car_type_idx" ON "event_inspections" USING btree ("event_car_id","inspection_type");--> statement-breakpoint
CREATE INDEX "event_sessions_event_car_start_idx" ON "event_sessions" USING btree ("event_car_id","start_time");--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "event_sessions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_team_date_idx" ON "events" USING btree ("team_id","date");--> statement-breakpoint
CREATE INDEX "events_team_track_date_idx" ON "events" USING btree ("team_id","track_id","date");--> statement-breakpoint
CREATE INDEX "events_car_date_idx" ON "events" USING btree ("car_id","date");--> statement-breakpoint
CREATE INDEX "inspection_template_items_template_idx" ON "inspection_template_items" USING btree ("template_id","sort_order");--> statement-breakpoint
CREATE INDEX "inspection_templates_team_type_idx" ON "inspection_templates" USING btree ("team_id","inspection_type","is_active");--> statement-breakpoint
CREATE INDEX "races_team_date_idx" ON "races" USING btree ("team_id","date");--> statement-breakpoint
CREATE INDEX "races_event_idx" ON "races" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "races_team_track_lap_idx" ON "races" USING btree ("team_id","track_id","best_lap_ms");--> statement-breakpoint
CREATE UNIQUE INDEX "session_inspections_session_type_idx" ON "session_inspections" USING btree ("event_session_id","inspection_type");--> statement-breakpoint
CREATE INDEX "work_order_items_event_car_idx" ON "work_order_items" USING btree ("event_car_id");--> statement-breakpoint
CREATE INDEX "work_order_items_team_status_idx" ON "work_order_items" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "damage_reports_team_discovered_idx" ON "damage_reports" USING btree ("team_id","discovered_date");--> statement-breakpoint
CREATE INDEX "damage_reports_car_idx" ON "damage_reports" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "damage_reports_event_idx" ON "damage_reports" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "repairs_team_status_date_idx" ON "repairs" USING btree ("team_id","status","scheduled_date");--> statement-breakpoint
CREATE INDEX "repairs_team_date_idx" ON "repairs" USING btree ("team_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "repairs_car_idx" ON "repairs" USING btree ("car_id","scheduled_date");