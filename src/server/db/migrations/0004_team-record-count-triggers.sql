-- Running counts of each team's cars, clients, repairs and damage reports (team_record_counts),
-- kept by statement-level triggers so the dashboard reads a few rows instead of counting tables.
-- A team never changes on update, so inserts and deletes are all that move a count.
CREATE FUNCTION team_record_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO team_record_counts AS c (team_id, record, count)
    SELECT n.team_id, TG_TABLE_NAME, count(*)::int FROM new_rows n GROUP BY n.team_id
    ON CONFLICT (team_id, record) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    UPDATE team_record_counts c SET count = c.count - gone.n
    FROM (SELECT o.team_id, count(*)::int AS n FROM old_rows o GROUP BY o.team_id) gone
    WHERE c.team_id = gone.team_id AND c.record = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO team_record_counts (team_id, record, count)
SELECT team_id, 'cars', count(*)::int FROM cars GROUP BY team_id
UNION ALL SELECT team_id, 'clients', count(*)::int FROM clients GROUP BY team_id
UNION ALL SELECT team_id, 'repairs', count(*)::int FROM repairs GROUP BY team_id
UNION ALL SELECT team_id, 'damage_reports', count(*)::int FROM damage_reports GROUP BY team_id;
--> statement-breakpoint
CREATE TRIGGER cars_record_count_insert AFTER INSERT ON cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_record_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER cars_record_count_delete AFTER DELETE ON cars
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_record_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER clients_record_count_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_record_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER clients_record_count_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_record_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER repairs_record_count_insert AFTER INSERT ON repairs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_record_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER repairs_record_count_delete AFTER DELETE ON repairs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_record_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER damage_reports_record_count_insert AFTER INSERT ON damage_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_record_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER damage_reports_record_count_delete AFTER DELETE ON damage_reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_record_counts_after_change();
