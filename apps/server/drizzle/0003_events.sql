CREATE TABLE "analytics_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"client_timestamp" timestamp with time zone NOT NULL,
	"page_url" text NOT NULL,
	"user_agent" text NOT NULL,
	"properties" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_received_event_idx" ON "analytics_events" USING btree ("received_at","event");