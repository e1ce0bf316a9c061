CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"issue_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "credit_notes_amount_cents_range" CHECK ("credit_notes"."amount_cents" between 0 and 2000000000)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "invoice_payments_kind_check" CHECK ("invoice_payments"."kind" in ('deposit', 'payment', 'refund')),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('cash', 'check', 'card', 'bank_transfer', 'other')),
	CONSTRAINT "invoice_payments_reason_check" CHECK ("invoice_payments"."kind" <> 'refund' or "invoice_payments"."reason" is not null),
	CONSTRAINT "invoice_payments_amount_cents_range" CHECK ("invoice_payments"."amount_cents" between 1 and 2000000000)
);
--> statement-breakpoint
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
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "terms" text DEFAULT 'Net 30' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_fk" FOREIGN KEY ("team_id","invoice_id") REFERENCES "public"."invoices"("team_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_fk" FOREIGN KEY ("team_id","invoice_id") REFERENCES "public"."invoices"("team_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_identities" ADD CONSTRAINT "team_identities_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_team_number_idx" ON "credit_notes" USING btree ("team_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_team_invoice_idx" ON "credit_notes" USING btree ("team_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "team_identities_team_idx" ON "team_identities" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_terms_check" CHECK ("invoices"."terms" in ('Net 30', 'Net 15', 'COD', 'Prepaid', 'Net 60', 'Due on Receipt'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_cents_check" CHECK ("invoices"."paid_cents" <= "invoices"."total_cents");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_cents_range" CHECK ("invoices"."paid_cents" between 0 and 2000000000);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'sent', 'paid', 'void'));--> statement-breakpoint
-- Hand-written: an invoice marked paid before payments were itemised was paid in full on its paid
-- date; it gets that payment (method other), so totals read from payments keep their figures.
UPDATE "invoices" SET "paid_cents" = "total_cents" WHERE "status" = 'paid';--> statement-breakpoint
INSERT INTO "invoice_payments" ("team_id", "invoice_id", "kind", "amount_cents", "paid_on", "method", "reference")
  SELECT "team_id", "id", 'payment', "total_cents", coalesce("paid_date", "issue_date"), 'other', 'Marked paid'
  FROM "invoices" WHERE "status" = 'paid' AND "total_cents" > 0;
