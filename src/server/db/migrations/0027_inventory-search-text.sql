DROP INDEX "inventory_items_team_name_idx";--> statement-breakpoint
DROP INDEX "inventory_items_search_idx";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || coalesce(' ' || "part_number", '') || coalesce(' ' || "manufacturer", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_items_team_name_idx" ON "inventory_items" USING btree ("team_id","name","id","search_text") WHERE "inventory_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_items_search_idx" ON "inventory_items" USING gin ("search_text" gin_trgm_ops);