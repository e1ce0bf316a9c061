CREATE TABLE "public_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"public_url_id" text NOT NULL,
	"display_name" text NOT NULL,
	"bio" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"show_cars" boolean DEFAULT true NOT NULL,
	"show_events" boolean DEFAULT false NOT NULL,
	"show_repairs" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_profiles_team_key" UNIQUE("team_id","id")
);
--> statement-breakpoint
ALTER TABLE "public_profiles" ADD CONSTRAINT "public_profiles_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_profiles" ADD CONSTRAINT "public_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_profiles_team_user_idx" ON "public_profiles" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "public_profiles_public_url_idx" ON "public_profiles" USING btree ("public_url_id");--> statement-breakpoint
-- Every member has a profile in each of their teams from the start (team provisioning makes it
-- with the membership), so reading one never has to create it. This makes them for the members
-- there were before: private, the display name the part of the address before the @ (else
-- 'User', as displayNameFromEmail in src/shared/auth/auth.contract.ts), a random link id.
INSERT INTO "public_profiles" ("team_id", "user_id", "public_url_id", "display_name")
SELECT m."organization_id", m."user_id", replace(gen_random_uuid()::text, '-', ''),
  coalesce(nullif(split_part(u."email", '@', 1), ''), 'User')
FROM "member" m
JOIN "user" u ON u."id" = m."user_id"
WHERE NOT EXISTS (
  SELECT 1 FROM "public_profiles" p WHERE p."team_id" = m."organization_id" AND p."user_id" = m."user_id"
);
