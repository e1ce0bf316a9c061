ALTER TABLE "user_preferences" ALTER COLUMN "average_speed" SET DATA TYPE double precision;--> statement-breakpoint
-- The average speed is stored in mph whatever the units shown. It used to be kept in the unit
-- shown, so a metric user's value was km/h: convert it (1 mile = 1.609344 km).
UPDATE "user_preferences" SET "average_speed" = "average_speed" / 1.609344 WHERE "use_metric";
