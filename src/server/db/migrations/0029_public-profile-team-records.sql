CREATE TABLE "team_profile_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"allow_team_records" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_profile_settings_team_key" UNIQUE("team_id","id")
);
--> statement-breakpoint
ALTER TABLE "team_profile_settings" ADD CONSTRAINT "team_profile_settings_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_profile_settings_team_idx" ON "team_profile_settings" USING btree ("team_id");