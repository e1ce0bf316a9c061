ALTER TABLE "work_order_charges" DROP CONSTRAINT "work_order_charges_driver_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_charges" ADD CONSTRAINT "work_order_charges_driver_id_fk" FOREIGN KEY ("team_id","driver_id") REFERENCES "public"."drivers"("team_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Billing's references to cars, clients and drivers refuse an archived one like the others
-- (refuse_archived_references(), migration 0008); a charge line's driver is history, so
-- deleting a driver it names is refused instead of clearing it.
CREATE TRIGGER invoices_client_id_archived_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'invoices_client_id_fk');
--> statement-breakpoint
CREATE TRIGGER invoices_client_id_archived_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'invoices_client_id_fk');
--> statement-breakpoint
CREATE TRIGGER work_orders_car_id_archived_insert AFTER INSERT ON work_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'work_orders_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER work_orders_car_id_archived_update AFTER UPDATE ON work_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('car_id', 'cars', 'work_orders_car_id_fk');
--> statement-breakpoint
CREATE TRIGGER work_orders_client_id_archived_insert AFTER INSERT ON work_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'work_orders_client_id_fk');
--> statement-breakpoint
CREATE TRIGGER work_orders_client_id_archived_update AFTER UPDATE ON work_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'work_orders_client_id_fk');
--> statement-breakpoint
CREATE TRIGGER work_order_charges_driver_id_archived_insert AFTER INSERT ON work_order_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('driver_id', 'drivers', 'work_order_charges_driver_id_fk');
--> statement-breakpoint
CREATE TRIGGER work_order_charges_driver_id_archived_update AFTER UPDATE ON work_order_charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('driver_id', 'drivers', 'work_order_charges_driver_id_fk');
