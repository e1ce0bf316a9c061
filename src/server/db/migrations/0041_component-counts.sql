CREATE TABLE "component_counts" (
	"team_id" text NOT NULL,
	"kind" text NOT NULL,
	"archived" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "component_counts_team_id_archived_kind_pk" PRIMARY KEY("team_id","archived","kind")
);
--> statement-breakpoint
ALTER TABLE "component_counts" ADD CONSTRAINT "component_counts_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: running counts of each team's components per kind, active or archived
-- (component_counts), so the components list's total reads a few rows instead of counting the
-- team's components. Inserts and deletes move them once per statement (the bench's bulk loads,
-- a team's deletion); an update moves them only when it changes a component's kind or archives
-- or restores it (a row trigger with a WHEN: the meters' updates of every accrual skip it).
CREATE FUNCTION component_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO component_counts AS c (team_id, kind, archived, count)
    SELECT n.team_id, n.kind, n.archived_at IS NOT NULL, count(*)::int FROM new_rows n GROUP BY 1, 2, 3
    ON CONFLICT (team_id, archived, kind) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    UPDATE component_counts c SET count = c.count - gone.n
    FROM (
      SELECT o.team_id, o.kind, o.archived_at IS NOT NULL AS archived, count(*)::int AS n FROM old_rows o GROUP BY 1, 2, 3
    ) gone
    WHERE c.team_id = gone.team_id AND c.archived = gone.archived AND c.kind = gone.kind;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION component_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE component_counts c SET count = c.count - 1
  WHERE c.team_id = OLD.team_id AND c.archived = (OLD.archived_at IS NOT NULL) AND c.kind = OLD.kind;
  INSERT INTO component_counts AS c (team_id, kind, archived, count)
  VALUES (NEW.team_id, NEW.kind, NEW.archived_at IS NOT NULL, 1)
  ON CONFLICT (team_id, archived, kind) DO UPDATE SET count = c.count + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO component_counts (team_id, kind, archived, count)
SELECT team_id, kind, archived_at IS NOT NULL, count(*)::int FROM components GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER components_counts_insert AFTER INSERT ON components
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION component_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER components_counts_delete AFTER DELETE ON components
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION component_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER components_counts_update AFTER UPDATE OF team_id, kind, archived_at ON components
  FOR EACH ROW WHEN (
    OLD.team_id IS DISTINCT FROM NEW.team_id OR OLD.kind IS DISTINCT FROM NEW.kind
    OR (OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL)
  ) EXECUTE FUNCTION component_counts_after_update();
