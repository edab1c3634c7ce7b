-- A server keeps some of a person's data in memory between requests: their own foods for typed meals and the
-- food search, and the first screen's replies (services/person-cache.ts). Every change that can alter what it holds
-- is announced on "person_changed" as "<user id>:<what>" by the database itself, so no write path (the API, a diary
-- import, an account's deletion and its cascade, a statement run by hand) can forget to. PostgreSQL sends a
-- notification only when its transaction commits, and one of each text per transaction
-- (docs/decisions/031-person-data-in-memory.md).
CREATE FUNCTION "person_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	person integer;
BEGIN
	IF TG_TABLE_NAME = 'users' THEN
		person := OLD."id";
	ELSIF TG_TABLE_NAME = 'meal_dishes' THEN
		-- A dish names its meal, not its person. When the meal itself is being deleted it is already gone here, and
		-- the meal's own trigger has said so.
		SELECT m."user_id" INTO person FROM "meals" m WHERE m."id" = coalesce(NEW."meal_id", OLD."meal_id");
	ELSIF TG_OP = 'DELETE' THEN
		person := OLD."user_id";
	ELSE
		person := NEW."user_id";
	END IF;
	IF person IS NOT NULL THEN
		PERFORM pg_notify('person_changed', person::text || ':' || TG_ARGV[0]);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "person_changed"('account');
--> statement-breakpoint
CREATE TRIGGER "my_foods_changed" AFTER INSERT OR UPDATE OR DELETE ON "my_foods"
	FOR EACH ROW EXECUTE FUNCTION "person_changed"('foods');
--> statement-breakpoint
CREATE TRIGGER "meals_changed" AFTER INSERT OR UPDATE OR DELETE ON "meals"
	FOR EACH ROW EXECUTE FUNCTION "person_changed"('diary');
--> statement-breakpoint
CREATE TRIGGER "meal_dishes_changed" AFTER INSERT OR UPDATE OR DELETE ON "meal_dishes"
	FOR EACH ROW EXECUTE FUNCTION "person_changed"('diary');
--> statement-breakpoint
CREATE TRIGGER "water_day_totals_changed" AFTER INSERT OR UPDATE OR DELETE ON "water_day_totals"
	FOR EACH ROW EXECUTE FUNCTION "person_changed"('diary');
--> statement-breakpoint
CREATE TRIGGER "meal_diaries_changed" AFTER INSERT OR UPDATE OR DELETE ON "meal_diaries"
	FOR EACH ROW EXECUTE FUNCTION "person_changed"('diary');
