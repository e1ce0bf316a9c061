-- The 'clients' part of a team's data (team_data_version_after_change, migration 0018): the
-- clients, the cars the clients summary counts and the invoices whose paid totals it adds up.
CREATE CONSTRAINT TRIGGER clients_data_version AFTER INSERT OR UPDATE OR DELETE ON clients
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('clients');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cars_clients_data_version AFTER INSERT OR UPDATE OR DELETE ON cars
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('clients');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_clients_data_version AFTER INSERT OR UPDATE OR DELETE ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('clients');
