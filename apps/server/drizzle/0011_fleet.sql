CREATE TABLE "photos" (
	"user_id" integer NOT NULL,
	"id" text NOT NULL,
	"state" text NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "photos_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_state_changed_idx" ON "photos" USING btree ("state","changed_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_user_idx" ON "payment_notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vk_subscriptions_user_idx" ON "vk_subscriptions" USING btree ("user_id");