import { QUICK_ADD_LIMITS, type TMealType, ZQuickAddRequestSchema } from "@tarelka/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuickAdd } from "../../lib/api/meal-shortcuts";
import { useDeleteMeal } from "../../lib/api/meals-start-up";
import { errorMessage } from "../../lib/error-message";
import { Button } from "../ui/button";
import { FIELD_CLASS } from "../ui/field";
import { toast } from "../ui/toast-store";

const MACROS = ["protein", "fat", "carbs"] as const;

/** A typed number, or null for an empty field ("," accepted as the decimal mark). */
function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
}

/**
 * Quick add (POST /api/meals/quick-add): calories, and if the person wants protein, fat and carbs, without a food,
 * as a meal of `mealType` on `date`. Checked with the endpoint's own schema before it is sent, so a slip is said at
 * the field at once; saved with an undo, as a deleted meal is.
 */
export function QuickAdd({ date, mealType }: { date: string; mealType: TMealType }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useQuickAdd();
  const remove = useDeleteMeal();
  const [calories, setCalories] = useState("");
  const [macros, setMacros] = useState<Record<(typeof MACROS)[number], string>>({ protein: "", fat: "", carbs: "" });
  const [name, setName] = useState("");
  const [showMore, setShowMore] = useState(false);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      date,
      mealType,
      name: name.trim() || t("meals.shortcuts.quickDefaultName"),
      calories: parseAmount(calories),
      ...Object.fromEntries(
        MACROS.flatMap((key) => {
          const n = parseAmount(macros[key]);
          return n === null ? [] : [[key, n]];
        }),
      ),
    };
    const parsed = ZQuickAddRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? "calories");
      setProblem({
        field,
        message:
          field === "calories" && issue?.code === "custom"
            ? t("meals.shortcuts.quickMacrosTooHigh")
            : field === "calories"
              ? t("meals.shortcuts.quickCaloriesRange", { max: QUICK_ADD_LIMITS.caloriesMax })
              : field === "name"
                ? t("meals.shortcuts.quickNameTooLong", { max: QUICK_ADD_LIMITS.nameMax })
                : t("meals.shortcuts.quickMacroRange", { max: QUICK_ADD_LIMITS.macroGramsMax }),
      });
      return;
    }
    setProblem(null);
    let mealId: number;
    try {
      mealId = (await save.mutateAsync(parsed.data)).id;
    } catch (error) {
      toast({ type: "error", title: t("meals.shortcuts.quickFailed"), message: errorMessage(t, error) });
      return;
    }
    setCalories("");
    setMacros({ protein: "", fat: "", carbs: "" });
    setName("");
    toast({
      type: "success",
      title: t("meals.shortcuts.quickAdded", {
        kcal: parsed.data.calories,
        mealType: t(`meals.mealTypes.${mealType}`),
      }),
      action: {
        label: t("common.undo"),
        onClick: () => {
          remove
            .mutateAsync(mealId)
            .catch((error: unknown) =>
              toast({ type: "error", title: t("meals.shortcuts.undoFailed"), message: errorMessage(t, error) }),
            );
        },
      },
    });
  }

  const input = (key: string, label: string, value: string, set: (v: string) => void, wide = false) => (
    <label className={`flex flex-col gap-1 text-sm ${wide ? "col-span-3" : ""}`} htmlFor={`${id}-${key}`}>
      <span className="text-slate-600 dark:text-slate-400">{label}</span>
      <input
        id={`${id}-${key}`}
        inputMode={key === "name" ? "text" : "decimal"}
        value={value}
        onChange={(e) => set(e.target.value)}
        maxLength={key === "name" ? QUICK_ADD_LIMITS.nameMax : 8}
        aria-invalid={problem?.field === key}
        aria-describedby={problem ? `${id}-problem` : undefined}
        data-testid={`quick-add-${key}`}
        placeholder={key === "name" ? t("meals.shortcuts.quickDefaultName") : undefined}
        className={`${FIELD_CLASS} w-full min-w-0`}
      />
    </label>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="quick-add">
      <h2 id={`${id}-title`} className="font-semibold">
        {t("meals.shortcuts.quickTitle")}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            {input("calories", t("meals.shortcuts.quickCalories"), calories, setCalories)}
          </div>
          <Button type="submit" disabled={save.isPending} data-testid="quick-add-submit">
            {save.isPending ? t("meals.shortcuts.quickSaving") : t("meals.shortcuts.quickSubmit")}
          </Button>
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-600" data-testid="quick-add-problem">
            {problem.message}
          </p>
        )}
        {showMore ? (
          <div className="grid grid-cols-3 gap-2">
            {MACROS.map((key) =>
              input(key, t("meals.shortcuts.quickGrams", { nutrient: t(`meals.nutrients.${key}`) }), macros[key], (v) =>
                setMacros((m) => ({ ...m, [key]: v })),
              ),
            )}
            {input("name", t("meals.shortcuts.quickName"), name, setName, true)}
          </div>
        ) : (
          <Button
            variant="ghost"
            className="self-start px-0"
            onClick={() => setShowMore(true)}
            data-testid="quick-add-more"
          >
            {t("meals.shortcuts.quickMore")}
          </Button>
        )}
      </form>
    </section>
  );
}
