CREATE TABLE "feed_files" (
	"name" text PRIMARY KEY NOT NULL,
	"storage_key" text,
	"etag" text,
	"generated_at" timestamp with time zone,
	"claimed_at" timestamp with time zone
);
