CREATE TABLE "team_record_counts" (
	"team_id" text NOT NULL,
	"record" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_record_counts_team_id_record_pk" PRIMARY KEY("team_id","record")
);
--> statement-breakpoint
ALTER TABLE "team_record_counts" ADD CONSTRAINT "team_record_counts_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;