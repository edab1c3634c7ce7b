CREATE TABLE "meal_diaries" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"days" datemultirange NOT NULL,
	"meals" integer NOT NULL,
	"photo_meals" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_day_totals" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"total_ml" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "water_day_totals_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
ALTER TABLE "meal_diaries" ADD CONSTRAINT "meal_diaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_day_totals" ADD CONSTRAINT "water_day_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "water_day_totals_user_total_idx" ON "water_day_totals" USING btree ("user_id","total_ml");--> statement-breakpoint
CREATE INDEX "meal_day_totals_user_calories_idx" ON "meal_day_totals" USING btree ("user_id","calories");--> statement-breakpoint
-- Every diary already kept gets its row, summed from its days as the repositories keep it from now on
-- (meals-repository.ts): the days with a meal as ranges of consecutive days, and the meals and photo meals.
INSERT INTO "meal_diaries" ("user_id", "days", "meals", "photo_meals")
SELECT "user_id", range_agg(daterange("date", "date", '[]')), sum("meals"), sum("photo_meals")
FROM "meal_day_totals"
GROUP BY "user_id";--> statement-breakpoint
-- And each day's water, summed from its entries as water-repository.ts keeps it from now on.
INSERT INTO "water_day_totals" ("user_id", "date", "total_ml", "entries")
SELECT "user_id", "date", sum("volume_ml"), count(*)
FROM "water_intake"
GROUP BY "user_id", "date";
