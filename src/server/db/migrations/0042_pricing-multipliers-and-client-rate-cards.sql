CREATE TABLE "client_rate_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"rate_card_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_rate_cards_team_key" UNIQUE("team_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "pricing_tier" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "pricing_multiplier" numeric(6, 3) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_rate_cards" ADD CONSTRAINT "client_rate_cards_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rate_cards" ADD CONSTRAINT "client_rate_cards_client_id_fk" FOREIGN KEY ("team_id","client_id") REFERENCES "public"."clients"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rate_cards" ADD CONSTRAINT "client_rate_cards_rate_card_id_fk" FOREIGN KEY ("team_id","rate_card_id") REFERENCES "public"."rate_cards"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_rate_cards_team_client_idx" ON "client_rate_cards" USING btree ("team_id","client_id");--> statement-breakpoint
CREATE INDEX "client_rate_cards_team_card_idx" ON "client_rate_cards" USING btree ("team_id","rate_card_id");--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_pricing_tier_check" CHECK ("work_orders"."pricing_tier" in ('standard', 'rush', 'weekend', 'holiday'));--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_pricing_multiplier_range" CHECK ("work_orders"."pricing_multiplier" between 0 and 10);--> statement-breakpoint
-- A rate card is chosen for an active client (an archived client keeps theirs but takes no new one).
CREATE TRIGGER client_rate_cards_client_id_archived_insert AFTER INSERT ON client_rate_cards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'client_rate_cards_client_id_fk');
--> statement-breakpoint
CREATE TRIGGER client_rate_cards_client_id_archived_update AFTER UPDATE ON client_rate_cards
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_archived_references('client_id', 'clients', 'client_rate_cards_client_id_fk');
