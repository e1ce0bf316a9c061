CREATE TABLE "import_fingerprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"kind" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"fingerprint" text NOT NULL,
	"record_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_fingerprints_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "import_fingerprints_kind_check" CHECK ("import_fingerprints"."kind" in ('clients', 'cars', 'service-records', 'meter-readings', 'drivers', 'tracks', 'client'))
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"kind" text NOT NULL,
	"header_hash" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_team_key" UNIQUE("team_id","id"),
	CONSTRAINT "import_mappings_kind_check" CHECK ("import_mappings"."kind" in ('clients', 'cars', 'service-records', 'meter-readings', 'drivers', 'tracks'))
);
--> statement-breakpoint
ALTER TABLE "import_fingerprints" ADD CONSTRAINT "import_fingerprints_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_fingerprints_key_idx" ON "import_fingerprints" USING btree ("team_id","kind","scope","fingerprint");--> statement-breakpoint
CREATE INDEX "import_fingerprints_record_idx" ON "import_fingerprints" USING btree ("team_id","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_kind_hash_idx" ON "import_mappings" USING btree ("team_id","kind","header_hash");