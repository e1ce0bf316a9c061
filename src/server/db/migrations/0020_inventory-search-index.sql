-- Trigrams for the inventory's %term% search (PGlite loads pg_trgm with every database it opens).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "inventory_items_search_idx" ON "inventory_items" USING gin (("name" || coalesce(' ' || "part_number", '') || coalesce(' ' || "manufacturer", '')) gin_trgm_ops);