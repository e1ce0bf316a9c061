-- Hand-written: the 'fleet' part of a team's data (team_data_version_after_change, migration 0018)
-- also moves with its tracked components and their installations: the vehicle list's due and
-- end-of-life counts include the service items of the components installed in each car, counted
-- against the component's own meters, which change without the car's row (the component's form,
-- an installation, a removal, a move).
CREATE CONSTRAINT TRIGGER components_fleet_data_version AFTER INSERT OR UPDATE OR DELETE ON components
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('fleet');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER component_installations_fleet_data_version AFTER INSERT OR UPDATE OR DELETE ON component_installations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('fleet');
