CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Sign-up now asks to confirm the address before the account is used; accounts made before
-- that were used without it and stay usable.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
