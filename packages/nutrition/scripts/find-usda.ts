// Developer lookup for curating the catalog: `node --import tsx packages/nutrition/scripts/find-usda.ts rice white cooked`
// prints SR28 and FNDDS records whose description contains every word, with kcal/protein/fat/carbs per 100 g.
import { loadFndds, loadSr28 } from "./usda-source";

const words = process.argv.slice(2).map((w) => w.toLowerCase());
const all = [...loadSr28().values(), ...loadFndds().values()];
const hits = all.filter((f) => words.every((w) => f.name.toLowerCase().includes(w)));
for (const f of hits.slice(0, 40)) {
  const [kcal, p, fat, c] = f.values;
  console.log(`${f.id}\t${kcal}\t${p}/${fat}/${c}\t${f.name}`);
}
if (hits.length > 40) console.log(`… ${hits.length - 40} more`);
