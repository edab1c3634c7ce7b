-- A server keeps a signed-in person's own foods in memory for the meal-text analysis and the food search
-- (services/own-foods-cache.ts). Every change that can alter what it holds is announced on "own_foods_changed"
-- with the person's id, by the database itself, so no write path (the API, a diary import, an account's deletion
-- and its cascade, a hand-run statement) can forget to; PostgreSQL sends a notification only when its
-- transaction commits (docs/decisions/031-own-foods-in-memory.md).
CREATE FUNCTION "own_foods_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'users' THEN
		PERFORM pg_notify('own_foods_changed', OLD."id"::text);
	ELSE
		PERFORM pg_notify('own_foods_changed', coalesce(NEW."user_id", OLD."user_id")::text);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "my_foods_changed" AFTER INSERT OR UPDATE OR DELETE ON "my_foods"
	FOR EACH ROW EXECUTE FUNCTION "own_foods_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OF "social_provider", "social_id" OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "own_foods_changed"();
