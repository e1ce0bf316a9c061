CREATE TABLE "team_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"address" jsonb,
	"phone" text,
	"email" text,
	"tax_id" text,
	"logo_key" text,
	"payment_instructions" text,
	"default_terms" text DEFAULT 'Net 30' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_identities_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "team_identities_default_terms_check" CHECK ("team_identities"."default_terms" in ('Net 30', 'Net 15', 'COD', 'Prepaid', 'Net 60', 'Due on Receipt'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "terms" text DEFAULT 'Net 30' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_identities" ADD CONSTRAINT "team_identities_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_identities_team_idx" ON "team_identities" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_terms_check" CHECK ("invoices"."terms" in ('Net 30', 'Net 15', 'COD', 'Prepaid', 'Net 60', 'Due on Receipt'));