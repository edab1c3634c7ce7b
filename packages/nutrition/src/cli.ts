// `npm run analyze -- "<text>"` prints the same JSON as POST /api/food/analyze-text (docs/product.md, Nutrition numbers).
import { analyzeMealText } from "./analyze";
import { NutritionInputError } from "./errors";

const args = process.argv.slice(2);
const langIndex = args.indexOf("--lang");
const lang = langIndex >= 0 ? args[langIndex + 1] : undefined;
const text = (langIndex >= 0 ? args.filter((_, i) => i !== langIndex && i !== langIndex + 1) : args).join(" ");
try {
  const result = analyzeMealText(text, lang === "ru" || lang === "en" ? { lang } : {});
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (error) {
  if (error instanceof NutritionInputError) {
    process.stderr.write(`${error.code}: Input Required — Please describe what you ate.\n`);
    process.exit(2);
  }
  throw error;
}
