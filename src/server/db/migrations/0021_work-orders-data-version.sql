-- The 'work_orders' part of a team's data (team_data_version_after_change, migration 0018): the
-- work orders, and the clients and cars the work orders list searches by name.
CREATE CONSTRAINT TRIGGER work_orders_data_version AFTER INSERT OR UPDATE OR DELETE ON work_orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('work_orders');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clients_work_orders_data_version AFTER INSERT OR UPDATE OR DELETE ON clients
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('work_orders');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cars_work_orders_data_version AFTER INSERT OR UPDATE OR DELETE ON cars
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('work_orders');
