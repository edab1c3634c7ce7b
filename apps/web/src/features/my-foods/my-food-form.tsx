import { DISH_LIMITS } from "@tarelka/contracts";
import { MY_FOOD_LIMITS, type TMyFood, type TMyFoodInput, ZMyFoodInputSchema } from "@tarelka/contracts/my-foods";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { FIELD_CLASS } from "../../components/ui/field";

type Field = "name" | "calories" | "protein" | "fat" | "carbs" | "portionGrams" | "portionName" | "barcode";
type Values = Record<Field, string>;

/** A stored number as the person types it: a decimal comma in Russian, as the pack prints it. */
export function valuesOf(food: TMyFood | null, language: string, barcode?: string): Values {
  const text = (n: number | null | undefined) =>
    n === null || n === undefined ? "" : language === "ru" ? String(n).replace(".", ",") : String(n);
  return {
    name: food?.name ?? "",
    calories: text(food?.per100g.calories),
    protein: text(food?.per100g.protein),
    fat: text(food?.per100g.fat),
    carbs: text(food?.per100g.carbs),
    portionGrams: text(food?.portionGrams),
    portionName: food?.portionName ?? "",
    barcode: food?.barcode ?? barcode ?? "",
  };
}

/** A typed number as a label prints it: a comma or a point; an empty field is no number (the contract says which). */
const numberOf = (s: string) => (s.trim() === "" ? Number.NaN : Number(s.trim().replace(",", ".")));

export function inputOf(v: Values): TMyFoodInput {
  return {
    name: v.name,
    per100g: {
      calories: numberOf(v.calories),
      protein: numberOf(v.protein),
      fat: numberOf(v.fat),
      carbs: numberOf(v.carbs),
    },
    portionGrams: v.portionGrams.trim() === "" ? null : numberOf(v.portionGrams),
    portionName: v.portionName.trim() === "" ? null : v.portionName,
    barcode: v.barcode.trim() === "" ? null : v.barcode,
  };
}

/**
 * The label form of an own food, checked with the server's own contract (ZMyFoodInputSchema) before it is sent, each
 * problem said under its field. `onSave` answers false when the server refused it (its toast says why).
 */
export function MyFoodForm({
  initial,
  title,
  note,
  onSave,
  onCancel,
  onDelete,
  saving,
}: {
  initial: Values;
  title: string;
  note?: string;
  onSave: (input: TMyFoodInput) => Promise<void>;
  onCancel: () => void;
  onDelete?: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  function problemsOf(v: Values): Partial<Record<Field, string>> {
    const parsed = ZMyFoodInputSchema.safeParse(inputOf(v));
    if (parsed.success) return {};
    const out: Partial<Record<Field, string>> = {};
    const macro = (k: "protein" | "fat" | "carbs") => numberOf(v[k]);
    const macrosValid = (["protein", "fat", "carbs"] as const).every((k) => macro(k) >= 0 && macro(k) <= 100);
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      const field = (first === "per100g" ? second : first) as Field;
      if (out[field]) continue;
      if (field === "name") out.name = t("myFoods.rules.name", { max: MY_FOOD_LIMITS.nameMax });
      else if (field === "calories") out.calories = t("myFoods.rules.calories");
      else if (field === "carbs" && macrosValid) out.carbs = t("myFoods.rules.macrosTotal");
      else if (field === "protein" || field === "fat" || field === "carbs") out[field] = t("myFoods.rules.macro");
      else if (field === "portionGrams")
        out.portionGrams =
          v.portionGrams.trim() === ""
            ? t("myFoods.rules.portionNameNeedsGrams")
            : t("myFoods.rules.portionGrams", { max: DISH_LIMITS.gramsMax });
      else if (field === "portionName")
        out.portionName = t("myFoods.rules.portionName", { max: MY_FOOD_LIMITS.portionNameMax });
      else if (field === "barcode") out.barcode = t("myFoods.rules.barcode");
    }
    // The contract's rules across fields run once every field is right; this one is said with the others at once.
    if (!out.portionGrams && v.portionName.trim() !== "" && v.portionGrams.trim() === "") {
      out.portionGrams = t("myFoods.rules.portionNameNeedsGrams");
    }
    return out;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    await onSave(inputOf(values));
  }

  const input = (
    field: Field,
    label: string,
    options: { numeric?: boolean; placeholder?: string; maxLength?: number; wide?: boolean } = {},
  ) => (
    <div className={`flex min-w-0 flex-col gap-1 ${options.wide ? "col-span-2" : ""}`}>
      <label htmlFor={`${id}-${field}`} className="text-sm text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        value={values[field]}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        inputMode={options.numeric ? "decimal" : undefined}
        autoComplete="off"
        placeholder={options.placeholder}
        maxLength={options.maxLength}
        aria-invalid={problems[field] !== undefined}
        aria-describedby={problems[field] ? `${id}-${field}-problem` : undefined}
        data-testid={`my-food-${field}`}
        className={`${FIELD_CLASS} w-full min-w-0 ${problems[field] ? "border-red-500 dark:border-red-500" : ""}`}
      />
      {problems[field] && (
        <p id={`${id}-${field}-problem`} role="alert" className="text-sm text-red-600">
          {problems[field]}
        </p>
      )}
    </div>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-3 dark:border-slate-800"
      data-testid="my-food-form"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {title}
      </h2>
      {note && <p className="text-sm text-slate-600 dark:text-slate-400">{note}</p>}
      {input("name", t("myFoods.form.name"), {
        placeholder: t("myFoods.form.namePlaceholder"),
        maxLength: MY_FOOD_LIMITS.nameMax,
        wide: true,
      })}
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium">{t("myFoods.form.per100g")}</legend>
        {input("calories", t("myFoods.form.calories"), { numeric: true, wide: true })}
        {input("protein", t("myFoods.form.protein"), { numeric: true })}
        {input("fat", t("myFoods.form.fat"), { numeric: true })}
        {input("carbs", t("myFoods.form.carbs"), { numeric: true })}
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium">{t("myFoods.form.portionTitle")}</legend>
        {input("portionGrams", t("myFoods.form.portionGrams"), { numeric: true })}
        {input("portionName", t("myFoods.form.portionName"), {
          placeholder: t("myFoods.form.portionNamePlaceholder"),
          maxLength: MY_FOOD_LIMITS.portionNameMax,
        })}
      </fieldset>
      {input("barcode", t("myFoods.form.barcode"), { numeric: true, maxLength: 32, wide: true })}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving} data-testid="my-food-save">
          {saving ? t("myFoods.form.saving") : t("myFoods.form.save")}
        </Button>
        <Button variant="secondary" onClick={onCancel} data-testid="my-food-cancel">
          {t("myFoods.form.cancel")}
        </Button>
        {onDelete && (
          <button
            type="button"
            onClick={onDelete}
            data-testid="my-food-delete"
            className="inline-flex min-h-11 items-center rounded-xl px-5 font-medium text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-900"
          >
            {t("myFoods.form.delete")}
          </button>
        )}
      </div>
    </form>
  );
}
