import { type TWaterIntakeInput, WATER_LIMITS, ZWaterIntakeInputSchema } from "@tarelka/contracts";
import type { TFunction } from "i18next";
import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";

export type Failure = "log" | "update" | "delete";

/** docs/product.md §8: a failed water call says which action failed, then why, in the person's language. */
export function failureToast(t: TFunction, failure: Failure, error: unknown) {
  const dayFull = error instanceof ApiError && error.code === "WATER_DAY_LIMIT_REACHED";
  toast({
    type: "error",
    title: t(`water.errors.${failure}`),
    message: dayFull ? t("water.errors.dayFull") : errorMessage(t, error),
  });
}

/** Millilitres as typed; a decimal comma reads as a point, so "250,5" is refused as fractional rather than as text. */
export const typedMl = (text: string) => Number(text.replace(",", "."));

/** The first problem with a typed amount and note, checked by the shared contract, in the person's language. */
export function inputProblem(t: TFunction, input: TWaterIntakeInput): string | null {
  const parsed = ZWaterIntakeInputSchema.safeParse(input);
  if (parsed.success) return null;
  return parsed.error.issues[0]?.path[0] === "notes"
    ? t("water.errors.notes", { max: WATER_LIMITS.notesMax })
    : t("water.errors.volume", { max: WATER_LIMITS.volumeMlMax });
}
