CREATE TABLE "meal_day_totals" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"meals" integer NOT NULL,
	"photo_meals" integer NOT NULL,
	"calories" numeric NOT NULL,
	"protein" numeric NOT NULL,
	"fat" numeric NOT NULL,
	"carbs" numeric NOT NULL,
	CONSTRAINT "meal_day_totals_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
ALTER TABLE "meal_day_totals" ADD CONSTRAINT "meal_day_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every diary already kept gets its days, summed as the totals are kept from now on (meals-repository.ts): each
-- dish's nutrients rounded first (whole kcal, grams to 0.1), a meal without dishes counted with nothing added.
INSERT INTO "meal_day_totals" ("user_id", "date", "meals", "photo_meals", "calories", "protein", "fat", "carbs")
SELECT m."user_id", m."date", count(*), count(*) FILTER (WHERE m."source" = 'photo'),
	coalesce(sum(d."calories"), 0), coalesce(sum(d."protein"), 0), coalesce(sum(d."fat"), 0), coalesce(sum(d."carbs"), 0)
FROM "meals" m
LEFT JOIN (
	SELECT "meal_id",
		sum(round("calories_per_100g"::numeric * "grams"::numeric / 100, 0)) AS "calories",
		sum(round("protein_per_100g"::numeric * "grams"::numeric / 100, 1)) AS "protein",
		sum(round("fat_per_100g"::numeric * "grams"::numeric / 100, 1)) AS "fat",
		sum(round("carbs_per_100g"::numeric * "grams"::numeric / 100, 1)) AS "carbs"
	FROM "meal_dishes"
	GROUP BY "meal_id"
) d ON d."meal_id" = m."id"
GROUP BY m."user_id", m."date";
