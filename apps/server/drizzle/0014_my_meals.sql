CREATE TABLE "my_meal_dishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "my_meal_dishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"my_meal_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"grams" real NOT NULL,
	"calories_per_100g" real NOT NULL,
	"protein_per_100g" real NOT NULL,
	"fat_per_100g" real NOT NULL,
	"carbs_per_100g" real NOT NULL,
	"food_id" text,
	"is_estimate" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_meals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "my_meals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"meal_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "my_meal_dishes" ADD CONSTRAINT "my_meal_dishes_my_meal_id_my_meals_id_fk" FOREIGN KEY ("my_meal_id") REFERENCES "public"."my_meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_meals" ADD CONSTRAINT "my_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_meal_dishes_meal_idx" ON "my_meal_dishes" USING btree ("my_meal_id","position");--> statement-breakpoint
CREATE INDEX "my_meals_user_idx" ON "my_meals" USING btree ("user_id","created_at");