CREATE TABLE "document_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"kind" text NOT NULL,
	"work_order_id" uuid,
	"invoice_id" uuid,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"response" text,
	"responded_name" text,
	"responded_note" text,
	"responded_at" timestamp with time zone,
	"responded_address" text,
	"responded_user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_links_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "document_links_kind_check" CHECK (("document_links"."kind" = 'estimate' and "document_links"."work_order_id" is not null and "document_links"."invoice_id" is null) or ("document_links"."kind" = 'invoice' and "document_links"."invoice_id" is not null and "document_links"."work_order_id" is null)),
	CONSTRAINT "document_links_response_check" CHECK ("document_links"."response" is null or "document_links"."response" in ('approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_work_order_id_fk" FOREIGN KEY ("team_id","work_order_id") REFERENCES "public"."work_orders"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_invoice_id_fk" FOREIGN KEY ("team_id","invoice_id") REFERENCES "public"."invoices"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_links_token_hash_idx" ON "document_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "document_links_work_order_idx" ON "document_links" USING btree ("work_order_id","created_at");--> statement-breakpoint
CREATE INDEX "document_links_invoice_idx" ON "document_links" USING btree ("invoice_id","created_at");