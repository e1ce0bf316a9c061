CREATE TABLE "team_fleet_versions" (
	"team_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_in" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_fleet_versions" ADD CONSTRAINT "team_fleet_versions_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Moves the team's fleet version when its cars or service items change. Deferred to the commit,
-- so the version row is locked only while a transaction commits (never while it holds other rows,
-- which could deadlock), and moved once per transaction: the first row's call moves it, the
-- others find it moved by this transaction already. A team deleted in the same transaction is left alone.
CREATE FUNCTION team_fleet_version_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_team text := CASE WHEN TG_OP = 'DELETE' THEN OLD.team_id ELSE NEW.team_id END;
  this_transaction bigint := pg_current_xact_id()::text::bigint;
BEGIN
  INSERT INTO team_fleet_versions AS v (team_id, version, changed_in)
  SELECT changed_team, 1, this_transaction
  WHERE EXISTS (SELECT 1 FROM organization o WHERE o.id = changed_team)
  ON CONFLICT (team_id) DO UPDATE SET version = v.version + 1, changed_in = excluded.changed_in
    WHERE v.changed_in <> excluded.changed_in;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cars_fleet_version AFTER INSERT OR UPDATE OR DELETE ON cars
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_fleet_version_after_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER service_life_items_fleet_version AFTER INSERT OR UPDATE OR DELETE ON service_life_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_fleet_version_after_change();
