-- Every number the API accepts has a realistic range (inputBounds in src/shared/lib/input-bounds.ts);
-- the CHECK constraints below hold the same ranges. Rows written before them may lie outside:
-- an optional figure out of range is cleared (NULL), a required one is brought to the nearest
-- bound (NaN to the lower one), so the constraints can be added to any existing database.
UPDATE "user_preferences" SET "average_speed" = CASE WHEN "average_speed" > 1000 AND "average_speed" <> 'NaN' THEN 1000 ELSE 0 END WHERE NOT ("average_speed" BETWEEN 0 AND 1000);--> statement-breakpoint
UPDATE "cars" SET "year" = NULL WHERE NOT ("year" BETWEEN 1886 AND 2100);--> statement-breakpoint
UPDATE "cars" SET "miles" = CASE WHEN "miles" > 10000000 AND "miles" <> 'NaN' THEN 10000000 ELSE 0 END WHERE NOT ("miles" BETWEEN 0 AND 10000000);--> statement-breakpoint
UPDATE "cars" SET "hours" = CASE WHEN "hours" > 1000000 AND "hours" <> 'NaN' THEN 1000000 ELSE 0 END WHERE NOT ("hours" BETWEEN 0 AND 1000000);--> statement-breakpoint
UPDATE "cars" SET "weight" = NULL WHERE NOT ("weight" BETWEEN 0 AND 100000);--> statement-breakpoint
UPDATE "cars" SET "horsepower" = NULL WHERE NOT ("horsepower" BETWEEN 0 AND 10000);--> statement-breakpoint
UPDATE "cars" SET "rental_rate_per_hour_cents" = NULL WHERE NOT ("rental_rate_per_hour_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "cars" SET "rental_rate_per_day_cents" = NULL WHERE NOT ("rental_rate_per_day_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "service_item_history" SET "hours" = CASE WHEN "hours" > 1000000 AND "hours" <> 'NaN' THEN 1000000 ELSE 0 END WHERE NOT ("hours" BETWEEN 0 AND 1000000);--> statement-breakpoint
UPDATE "service_item_history" SET "distance" = CASE WHEN "distance" > 10000000 AND "distance" <> 'NaN' THEN 10000000 ELSE 0 END WHERE NOT ("distance" BETWEEN 0 AND 10000000);--> statement-breakpoint
UPDATE "service_life_items" SET "hour_interval" = NULL WHERE NOT ("hour_interval" BETWEEN 0 AND 1000000);--> statement-breakpoint
UPDATE "service_life_items" SET "distance_interval" = NULL WHERE NOT ("distance_interval" BETWEEN 0 AND 10000000);--> statement-breakpoint
UPDATE "service_life_items" SET "last_service_hours" = CASE WHEN "last_service_hours" > 1000000 AND "last_service_hours" <> 'NaN' THEN 1000000 ELSE 0 END WHERE NOT ("last_service_hours" BETWEEN 0 AND 1000000);--> statement-breakpoint
UPDATE "service_life_items" SET "last_service_distance" = CASE WHEN "last_service_distance" > 10000000 AND "last_service_distance" <> 'NaN' THEN 10000000 ELSE 0 END WHERE NOT ("last_service_distance" BETWEEN 0 AND 10000000);--> statement-breakpoint
UPDATE "service_life_items" SET "installed_hours" = CASE WHEN "installed_hours" > 1000000 AND "installed_hours" <> 'NaN' THEN 1000000 ELSE 0 END WHERE NOT ("installed_hours" BETWEEN 0 AND 1000000);--> statement-breakpoint
UPDATE "service_life_items" SET "installed_distance" = CASE WHEN "installed_distance" > 10000000 AND "installed_distance" <> 'NaN' THEN 10000000 ELSE 0 END WHERE NOT ("installed_distance" BETWEEN 0 AND 10000000);--> statement-breakpoint
UPDATE "service_life_items" SET "expected_life_hours" = NULL WHERE NOT ("expected_life_hours" BETWEEN 0 AND 1000000);--> statement-breakpoint
UPDATE "service_life_items" SET "expected_life_distance" = NULL WHERE NOT ("expected_life_distance" BETWEEN 0 AND 10000000);--> statement-breakpoint
UPDATE "service_life_items" SET "estimated_labor_hours" = NULL WHERE NOT ("estimated_labor_hours" BETWEEN 0 AND 10000);--> statement-breakpoint
UPDATE "service_life_items" SET "estimated_parts_cost_cents" = NULL WHERE NOT ("estimated_parts_cost_cents" BETWEEN 0 AND 1000000000);--> statement-breakpoint
UPDATE "tracks" SET "length" = NULL WHERE NOT ("length" BETWEEN 0 AND 1000);--> statement-breakpoint
UPDATE "event_cars" SET "registration_fee_cents" = least(greatest("registration_fee_cents", 0), 100000000) WHERE NOT ("registration_fee_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "event_inspections" SET "inspection_fee_cents" = least(greatest("inspection_fee_cents", 0), 100000000) WHERE NOT ("inspection_fee_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "event_inspections" SET "billable_minutes" = least(greatest("billable_minutes", 0), 10000) WHERE NOT ("billable_minutes" BETWEEN 0 AND 10000);--> statement-breakpoint
UPDATE "event_sessions" SET "duration_minutes" = least(greatest("duration_minutes", 5), 120) WHERE NOT ("duration_minutes" BETWEEN 5 AND 120);--> statement-breakpoint
UPDATE "event_sessions" SET "best_lap_ms" = NULL WHERE NOT ("best_lap_ms" BETWEEN 0 AND 599999);--> statement-breakpoint
UPDATE "events" SET "estimated_minutes" = least(greatest("estimated_minutes", 0), 100000) WHERE NOT ("estimated_minutes" BETWEEN 0 AND 100000);--> statement-breakpoint
UPDATE "inspection_template_items" SET "estimated_repair_minutes" = NULL WHERE NOT ("estimated_repair_minutes" BETWEEN 0 AND 100000);--> statement-breakpoint
UPDATE "inspection_templates" SET "base_fee_cents" = least(greatest("base_fee_cents", 0), 100000000) WHERE NOT ("base_fee_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "inspection_templates" SET "estimated_minutes" = least(greatest("estimated_minutes", 0), 100000) WHERE NOT ("estimated_minutes" BETWEEN 0 AND 100000);--> statement-breakpoint
UPDATE "races" SET "start_position" = NULL WHERE NOT ("start_position" BETWEEN 1 AND 10000);--> statement-breakpoint
UPDATE "races" SET "finish_position" = NULL WHERE NOT ("finish_position" BETWEEN 1 AND 10000);--> statement-breakpoint
UPDATE "races" SET "total_participants" = NULL WHERE NOT ("total_participants" BETWEEN 1 AND 10000);--> statement-breakpoint
UPDATE "races" SET "best_lap_ms" = NULL WHERE NOT ("best_lap_ms" BETWEEN 0 AND 599999);--> statement-breakpoint
UPDATE "session_inspections" SET "expected_session_minutes" = NULL WHERE NOT ("expected_session_minutes" BETWEEN 5 AND 120);--> statement-breakpoint
UPDATE "session_inspections" SET "fuel_amount" = NULL WHERE NOT ("fuel_amount" BETWEEN 0 AND 1000);--> statement-breakpoint
UPDATE "session_inspections" SET "weight_with_driver" = NULL WHERE NOT ("weight_with_driver" BETWEEN 0 AND 100000);--> statement-breakpoint
UPDATE "session_inspections" SET "best_lap_ms" = NULL WHERE NOT ("best_lap_ms" BETWEEN 0 AND 599999);--> statement-breakpoint
UPDATE "session_inspections" SET "running_position" = NULL WHERE NOT ("running_position" BETWEEN 1 AND 10000);--> statement-breakpoint
UPDATE "work_order_items" SET "quantity" = CASE WHEN "quantity" > 100000 AND "quantity" <> 'NaN' THEN 100000 ELSE 0 END WHERE NOT ("quantity" BETWEEN 0 AND 100000);--> statement-breakpoint
UPDATE "work_order_items" SET "rate_cents" = least(greatest("rate_cents", 0), 100000000) WHERE NOT ("rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "work_order_items" SET "total_amount_cents" = least(greatest("total_amount_cents", 0), 2000000000) WHERE NOT ("total_amount_cents" BETWEEN 0 AND 2000000000);--> statement-breakpoint
UPDATE "work_order_items" SET "estimated_minutes" = NULL WHERE NOT ("estimated_minutes" BETWEEN 0 AND 100000);--> statement-breakpoint
UPDATE "damage_reports" SET "estimated_repair_cost_cents" = NULL WHERE NOT ("estimated_repair_cost_cents" BETWEEN 0 AND 1000000000);--> statement-breakpoint
UPDATE "repairs" SET "estimated_cost_cents" = NULL WHERE NOT ("estimated_cost_cents" BETWEEN 0 AND 1000000000);--> statement-breakpoint
UPDATE "repairs" SET "actual_cost_cents" = NULL WHERE NOT ("actual_cost_cents" BETWEEN 0 AND 1000000000);--> statement-breakpoint
UPDATE "repairs" SET "interval_miles" = NULL WHERE NOT ("interval_miles" BETWEEN 0 AND 10000000);--> statement-breakpoint
UPDATE "repairs" SET "interval_hours" = NULL WHERE NOT ("interval_hours" BETWEEN 0 AND 1000000);--> statement-breakpoint
UPDATE "invoices" SET "subtotal_cents" = least(greatest("subtotal_cents", 0), 2000000000) WHERE NOT ("subtotal_cents" BETWEEN 0 AND 2000000000);--> statement-breakpoint
UPDATE "invoices" SET "tax_cents" = least(greatest("tax_cents", 0), 2000000000) WHERE NOT ("tax_cents" BETWEEN 0 AND 2000000000);--> statement-breakpoint
UPDATE "invoices" SET "total_cents" = least(greatest("total_cents", 0), 2000000000) WHERE NOT ("total_cents" BETWEEN 0 AND 2000000000);--> statement-breakpoint
UPDATE "invoices" SET "tax_rate_percent" = CASE WHEN "tax_rate_percent" > 1000 AND "tax_rate_percent" <> 'NaN' THEN 1000 ELSE 0 END WHERE NOT ("tax_rate_percent" BETWEEN 0 AND 1000);--> statement-breakpoint
UPDATE "rate_cards" SET "track_support_hourly_rate_cents" = least(greatest("track_support_hourly_rate_cents", 0), 100000000) WHERE NOT ("track_support_hourly_rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "rate_cards" SET "transportation_rate_cents" = least(greatest("transportation_rate_cents", 0), 100000000) WHERE NOT ("transportation_rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "rate_cards" SET "event_day_flat_rate_cents" = least(greatest("event_day_flat_rate_cents", 0), 100000000) WHERE NOT ("event_day_flat_rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "rate_cards" SET "weekend_package_rate_cents" = least(greatest("weekend_package_rate_cents", 0), 100000000) WHERE NOT ("weekend_package_rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "rate_cards" SET "mechanic_hourly_rate_cents" = least(greatest("mechanic_hourly_rate_cents", 0), 100000000) WHERE NOT ("mechanic_hourly_rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "rate_cards" SET "service_call_rate_cents" = least(greatest("service_call_rate_cents", 0), 100000000) WHERE NOT ("service_call_rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "rate_cards" SET "diagnostic_rate_cents" = least(greatest("diagnostic_rate_cents", 0), 100000000) WHERE NOT ("diagnostic_rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "rate_cards" SET "damage_assessment_rate_cents" = least(greatest("damage_assessment_rate_cents", 0), 100000000) WHERE NOT ("damage_assessment_rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "rate_cards" SET "bodywork_hourly_rate_cents" = least(greatest("bodywork_hourly_rate_cents", 0), 100000000) WHERE NOT ("bodywork_hourly_rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "rate_cards" SET "engine_rebuild_rate_cents" = least(greatest("engine_rebuild_rate_cents", 0), 100000000) WHERE NOT ("engine_rebuild_rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "rate_cards" SET "parts_markup_percentage" = CASE WHEN "parts_markup_percentage" > 1000 AND "parts_markup_percentage" <> 'NaN' THEN 1000 ELSE 0 END WHERE NOT ("parts_markup_percentage" BETWEEN 0 AND 1000);--> statement-breakpoint
UPDATE "rate_cards" SET "consumable_markup_percentage" = CASE WHEN "consumable_markup_percentage" > 1000 AND "consumable_markup_percentage" <> 'NaN' THEN 1000 ELSE 0 END WHERE NOT ("consumable_markup_percentage" BETWEEN 0 AND 1000);--> statement-breakpoint
UPDATE "rate_cards" SET "outside_service_markup_percentage" = CASE WHEN "outside_service_markup_percentage" > 1000 AND "outside_service_markup_percentage" <> 'NaN' THEN 1000 ELSE 0 END WHERE NOT ("outside_service_markup_percentage" BETWEEN 0 AND 1000);--> statement-breakpoint
UPDATE "rate_cards" SET "rush_job_multiplier" = CASE WHEN "rush_job_multiplier" > 10 AND "rush_job_multiplier" <> 'NaN' THEN 10 ELSE 0 END WHERE NOT ("rush_job_multiplier" BETWEEN 0 AND 10);--> statement-breakpoint
UPDATE "rate_cards" SET "weekend_multiplier" = CASE WHEN "weekend_multiplier" > 10 AND "weekend_multiplier" <> 'NaN' THEN 10 ELSE 0 END WHERE NOT ("weekend_multiplier" BETWEEN 0 AND 10);--> statement-breakpoint
UPDATE "rate_cards" SET "holiday_multiplier" = CASE WHEN "holiday_multiplier" > 10 AND "holiday_multiplier" <> 'NaN' THEN 10 ELSE 0 END WHERE NOT ("holiday_multiplier" BETWEEN 0 AND 10);--> statement-breakpoint
UPDATE "work_order_charges" SET "quantity" = CASE WHEN "quantity" > 100000 AND "quantity" <> 'NaN' THEN 100000 ELSE 0 END WHERE NOT ("quantity" BETWEEN 0 AND 100000);--> statement-breakpoint
UPDATE "work_order_charges" SET "unit_rate_cents" = least(greatest("unit_rate_cents", 0), 100000000) WHERE NOT ("unit_rate_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "work_order_charges" SET "total_cents" = least(greatest("total_cents", 0), 2000000000) WHERE NOT ("total_cents" BETWEEN 0 AND 2000000000);--> statement-breakpoint
UPDATE "work_order_charges" SET "session_count" = NULL WHERE NOT ("session_count" BETWEEN 0 AND 1000);--> statement-breakpoint
UPDATE "work_order_charges" SET "unit_cost_cents" = NULL WHERE NOT ("unit_cost_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
UPDATE "work_order_charges" SET "estimated_repair_minutes" = NULL WHERE NOT ("estimated_repair_minutes" BETWEEN 0 AND 100000);--> statement-breakpoint
UPDATE "work_orders" SET "estimated_total_cents" = least(greatest("estimated_total_cents", 0), 2000000000) WHERE NOT ("estimated_total_cents" BETWEEN 0 AND 2000000000);--> statement-breakpoint
UPDATE "work_orders" SET "actual_total_cents" = least(greatest("actual_total_cents", 0), 2000000000) WHERE NOT ("actual_total_cents" BETWEEN 0 AND 2000000000);--> statement-breakpoint
ALTER TABLE "work_order_charges" ALTER COLUMN "markup_percentage" SET DATA TYPE numeric(14, 2);--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_average_speed_range" CHECK ("user_preferences"."average_speed" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_year_range" CHECK ("cars"."year" between 1886 and 2100);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_miles_range" CHECK ("cars"."miles" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_hours_range" CHECK ("cars"."hours" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_weight_range" CHECK ("cars"."weight" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_horsepower_range" CHECK ("cars"."horsepower" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_rental_rate_per_hour_cents_range" CHECK ("cars"."rental_rate_per_hour_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_rental_rate_per_day_cents_range" CHECK ("cars"."rental_rate_per_day_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "service_item_history" ADD CONSTRAINT "service_item_history_hours_range" CHECK ("service_item_history"."hours" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "service_item_history" ADD CONSTRAINT "service_item_history_distance_range" CHECK ("service_item_history"."distance" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_hour_interval_range" CHECK ("service_life_items"."hour_interval" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_distance_interval_range" CHECK ("service_life_items"."distance_interval" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_last_service_hours_range" CHECK ("service_life_items"."last_service_hours" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_last_service_distance_range" CHECK ("service_life_items"."last_service_distance" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_installed_hours_range" CHECK ("service_life_items"."installed_hours" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_installed_distance_range" CHECK ("service_life_items"."installed_distance" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_expected_life_hours_range" CHECK ("service_life_items"."expected_life_hours" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_expected_life_distance_range" CHECK ("service_life_items"."expected_life_distance" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_estimated_labor_hours_range" CHECK ("service_life_items"."estimated_labor_hours" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "service_life_items" ADD CONSTRAINT "service_life_items_estimated_parts_cost_cents_range" CHECK ("service_life_items"."estimated_parts_cost_cents" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_length_range" CHECK ("tracks"."length" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "event_cars" ADD CONSTRAINT "event_cars_registration_fee_cents_range" CHECK ("event_cars"."registration_fee_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "event_inspections" ADD CONSTRAINT "event_inspections_inspection_fee_cents_range" CHECK ("event_inspections"."inspection_fee_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "event_inspections" ADD CONSTRAINT "event_inspections_billable_minutes_range" CHECK ("event_inspections"."billable_minutes" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_duration_minutes_range" CHECK ("event_sessions"."duration_minutes" between 5 and 120);--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_best_lap_ms_range" CHECK ("event_sessions"."best_lap_ms" between 0 and 599999);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_estimated_minutes_range" CHECK ("events"."estimated_minutes" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "inspection_template_items" ADD CONSTRAINT "inspection_template_items_estimated_repair_minutes_range" CHECK ("inspection_template_items"."estimated_repair_minutes" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "inspection_templates" ADD CONSTRAINT "inspection_templates_base_fee_cents_range" CHECK ("inspection_templates"."base_fee_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "inspection_templates" ADD CONSTRAINT "inspection_templates_estimated_minutes_range" CHECK ("inspection_templates"."estimated_minutes" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_start_position_range" CHECK ("races"."start_position" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_finish_position_range" CHECK ("races"."finish_position" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_total_participants_range" CHECK ("races"."total_participants" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_best_lap_ms_range" CHECK ("races"."best_lap_ms" between 0 and 599999);--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_expected_session_minutes_range" CHECK ("session_inspections"."expected_session_minutes" between 5 and 120);--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_fuel_amount_range" CHECK ("session_inspections"."fuel_amount" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_weight_with_driver_range" CHECK ("session_inspections"."weight_with_driver" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_best_lap_ms_range" CHECK ("session_inspections"."best_lap_ms" between 0 and 599999);--> statement-breakpoint
ALTER TABLE "session_inspections" ADD CONSTRAINT "session_inspections_running_position_range" CHECK ("session_inspections"."running_position" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_quantity_range" CHECK ("work_order_items"."quantity" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_rate_cents_range" CHECK ("work_order_items"."rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_total_amount_cents_range" CHECK ("work_order_items"."total_amount_cents" between 0 and 2000000000);--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_estimated_minutes_range" CHECK ("work_order_items"."estimated_minutes" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_estimated_repair_cost_cents_range" CHECK ("damage_reports"."estimated_repair_cost_cents" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_estimated_cost_cents_range" CHECK ("repairs"."estimated_cost_cents" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_actual_cost_cents_range" CHECK ("repairs"."actual_cost_cents" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_interval_miles_range" CHECK ("repairs"."interval_miles" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_interval_hours_range" CHECK ("repairs"."interval_hours" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subtotal_cents_range" CHECK ("invoices"."subtotal_cents" between 0 and 2000000000);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tax_cents_range" CHECK ("invoices"."tax_cents" between 0 and 2000000000);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_total_cents_range" CHECK ("invoices"."total_cents" between 0 and 2000000000);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tax_rate_percent_range" CHECK ("invoices"."tax_rate_percent" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_track_support_hourly_rate_cents_range" CHECK ("rate_cards"."track_support_hourly_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_transportation_rate_cents_range" CHECK ("rate_cards"."transportation_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_event_day_flat_rate_cents_range" CHECK ("rate_cards"."event_day_flat_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_weekend_package_rate_cents_range" CHECK ("rate_cards"."weekend_package_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_mechanic_hourly_rate_cents_range" CHECK ("rate_cards"."mechanic_hourly_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_service_call_rate_cents_range" CHECK ("rate_cards"."service_call_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_diagnostic_rate_cents_range" CHECK ("rate_cards"."diagnostic_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_damage_assessment_rate_cents_range" CHECK ("rate_cards"."damage_assessment_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_bodywork_hourly_rate_cents_range" CHECK ("rate_cards"."bodywork_hourly_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_engine_rebuild_rate_cents_range" CHECK ("rate_cards"."engine_rebuild_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_parts_markup_percentage_range" CHECK ("rate_cards"."parts_markup_percentage" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_consumable_markup_percentage_range" CHECK ("rate_cards"."consumable_markup_percentage" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_outside_service_markup_percentage_range" CHECK ("rate_cards"."outside_service_markup_percentage" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_rush_job_multiplier_range" CHECK ("rate_cards"."rush_job_multiplier" between 0 and 10);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_weekend_multiplier_range" CHECK ("rate_cards"."weekend_multiplier" between 0 and 10);--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_holiday_multiplier_range" CHECK ("rate_cards"."holiday_multiplier" between 0 and 10);--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_quantity_range" CHECK ("work_order_charges"."quantity" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_unit_rate_cents_range" CHECK ("work_order_charges"."unit_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_total_cents_range" CHECK ("work_order_charges"."total_cents" between 0 and 2000000000);--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_session_count_range" CHECK ("work_order_charges"."session_count" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_unit_cost_cents_range" CHECK ("work_order_charges"."unit_cost_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_estimated_repair_minutes_range" CHECK ("work_order_charges"."estimated_repair_minutes" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_estimated_total_cents_range" CHECK ("work_orders"."estimated_total_cents" between 0 and 2000000000);--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_actual_total_cents_range" CHECK ("work_orders"."actual_total_cents" between 0 and 2000000000);