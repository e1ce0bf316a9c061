CREATE TABLE "team_data_versions" (
	"team_id" text NOT NULL,
	"scope" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_in" bigint NOT NULL,
	CONSTRAINT "team_data_versions_team_id_scope_pk" PRIMARY KEY("team_id","scope")
);
--> statement-breakpoint
ALTER TABLE "team_data_versions" ADD CONSTRAINT "team_data_versions_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Moves the version of the changed rows' team for the part of its data named by the trigger's
-- argument. Deferred to the commit, so the version row is locked only while a transaction commits
-- (never while it holds other rows, which could deadlock), and moved once per transaction: the
-- first row's call moves it, the others find it moved by this transaction already. A team deleted
-- in the same transaction is left alone.
CREATE FUNCTION team_data_version_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_team text := CASE WHEN TG_OP = 'DELETE' THEN OLD.team_id ELSE NEW.team_id END;
  this_transaction bigint := pg_current_xact_id()::text::bigint;
BEGIN
  INSERT INTO team_data_versions AS v (team_id, scope, version, changed_in)
  SELECT changed_team, TG_ARGV[0], 1, this_transaction
  WHERE EXISTS (SELECT 1 FROM organization o WHERE o.id = changed_team)
  ON CONFLICT (team_id, scope) DO UPDATE SET version = v.version + 1, changed_in = excluded.changed_in
    WHERE v.changed_in <> excluded.changed_in;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cars_data_version AFTER INSERT OR UPDATE OR DELETE ON cars
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('fleet');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER service_life_items_data_version AFTER INSERT OR UPDATE OR DELETE ON service_life_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('fleet');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER inventory_items_data_version AFTER INSERT OR UPDATE OR DELETE ON inventory_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('inventory');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER repairs_data_version AFTER INSERT OR UPDATE OR DELETE ON repairs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('repairs');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER damage_reports_data_version AFTER INSERT OR UPDATE OR DELETE ON damage_reports
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_data_version_after_change('damage_reports');
