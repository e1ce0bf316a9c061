CREATE TABLE "event_counts" (
	"team_id" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "event_counts_team_id_dimension_key_pk" PRIMARY KEY("team_id","dimension","key")
);
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "track_id" uuid;--> statement-breakpoint
ALTER TABLE "event_counts" ADD CONSTRAINT "event_counts_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_sessions_team_track_lap_idx" ON "event_sessions" USING btree ("team_id","track_id","best_lap_ms");