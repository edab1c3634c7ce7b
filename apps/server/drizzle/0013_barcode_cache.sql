CREATE TABLE "barcode_products" (
	"code" text PRIMARY KEY NOT NULL,
	"found" boolean,
	"product" jsonb,
	"fetched_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upstream_budgets" (
	"name" text PRIMARY KEY NOT NULL,
	"recent_calls" jsonb NOT NULL
);
