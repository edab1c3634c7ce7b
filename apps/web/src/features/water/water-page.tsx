import { type TWaterIntakeInput, WATER_LIMITS, WATER_QUICK_AMOUNTS_ML } from "@tarelka/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { DayNav } from "../../components/day-nav";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FIELD_CLASS } from "../../components/ui/field";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { SkeletonBlock } from "../../components/ui/skeleton";
import { TextLink } from "../../components/ui/text-link";
import { toast } from "../../components/ui/toast-store";
import { addFeatureStrings } from "../../i18n/add-feature-strings";
import { featureStrings } from "../../i18n/feature-strings";
import { profileSetupPath } from "../../lib/paths";
import { useAppState } from "../../stores/app-store";
import { EntryRow } from "./entry-row";
import { HydrationAnalysis } from "./hydration-analysis";
import { useLogWater, useWaterDay } from "./water-api";
import { failureToast, inputProblem, typedMl } from "./water-feedback";

/**
 * The screen's strings in both languages, kept with its only page (i18n/feature-catalogs.ts, page shape): the rows,
 * the form and the analysis are parts of this screen and render only inside it.
 */
export const water = featureStrings({
  ru: {
    title: "Вода",
    drunk: "Выпито {{total}} мл",
    drunkOfGoal: "Выпито {{total}} из {{goal}} мл",
    left: "Осталось {{value}} мл",
    reached: "Цель на день выполнена",
    noGoal: "Укажите вес и уровень активности в профиле — мы рассчитаем дневную норму воды.",
    toProfile: "Заполнить профиль",
    quickAdd: "Быстро добавить",
    add: "+{{value}} мл",
    customTitle: "Своё количество",
    volumeLabel: "Объём, мл",
    notesLabel: "Заметка (необязательно)",
    notesPlaceholder: "Например, чай без сахара",
    addCustom: "Добавить",
    entries: "Записи за день",
    empty: "Сегодня ещё ничего не записано. Нажмите на стакан выше.",
    emptyDay: "За этот день записей нет.",
    entry: "{{value}} мл",
    edit: "Изменить",
    save: "Сохранить",
    cancel: "Отмена",
    remove: "Удалить запись {{value}} мл",
    added: "Добавлено {{value}} мл",
    updated: "Запись изменена",
    deleted: "Запись удалена",
    loadFailed: "Не удалось загрузить данные о воде.",
    retry: "Повторить",
    errors: {
      volume: "Введите объём от 1 до {{max}} мл целым числом",
      notes: "Заметка не длиннее {{max}} символов",
      log: "Не удалось записать воду",
      update: "Не удалось изменить запись",
      delete: "Не удалось удалить запись",
      dayFull: "На этот день уже слишком много записей",
    },
    analysis: {
      title: "Анализ дня",
      loadFailed: "Не удалось получить анализ воды.",
      fromFood: "Из еды: ещё около {{value}} мл",
      fromFoodPartial: "Из еды: ещё не меньше {{value}} мл (не для всех блюд известен состав)",
      parts: "Утро {{morning}} мл · день {{afternoon}} мл · вечер {{evening}} мл",
      span: "Первый стакан в {{first}}, последний в {{last}}",
      noTimes: "Время питья известно только для записей, сделанных в тот же день.",
      advice: {
        nothingLogged: "За этот день вода не записана. Начните со стакана — одна кнопка выше.",
        belowGoal_one: "До цели {{remaining}} мл — примерно {{count}} стакан по 250 мл.",
        belowGoal_few: "До цели {{remaining}} мл — примерно {{count}} стакана по 250 мл.",
        belowGoal_many: "До цели {{remaining}} мл — примерно {{count}} стаканов по 250 мл.",
        belowGoal_other: "До цели {{remaining}} мл — примерно {{count}} стакана по 250 мл.",
        goalMet: "Норма воды на день выполнена — отлично.",
        farAbove:
          "Выпито {{value}} мл — намного больше, чем нужно без жары и долгих тренировок. Пить сверх жажды не обязательно.",
        eveningHeavy:
          "{{share}} воды пришлось на вечер. Пейте равномернее днём — так меньше жажды и ночных пробуждений.",
        longGap: "С {{from}} до {{to}} перерыв {{hours}} ч. Поставьте стакан на виду или напоминание на это время.",
        foodWater: "Еда дала ещё около {{value}} мл воды: суп, фрукты и овощи тоже поят.",
      },
    },
  },
  en: {
    title: "Water",
    drunk: "{{total}} ml drunk",
    drunkOfGoal: "{{total}} of {{goal}} ml drunk",
    left: "{{value}} ml to go",
    reached: "Today's goal reached",
    noGoal: "Add your weight and activity level in the profile and we will work out your daily water goal.",
    toProfile: "Complete the profile",
    quickAdd: "Quick add",
    add: "+{{value}} ml",
    customTitle: "Another amount",
    volumeLabel: "Volume, ml",
    notesLabel: "Note (optional)",
    notesPlaceholder: "For example, tea without sugar",
    addCustom: "Add",
    entries: "Entries for the day",
    empty: "Nothing logged yet today. Tap a glass above.",
    emptyDay: "No entries for this day.",
    entry: "{{value}} ml",
    edit: "Edit",
    save: "Save",
    cancel: "Cancel",
    remove: "Delete the {{value}} ml entry",
    added: "Added {{value}} ml",
    updated: "Entry changed",
    deleted: "Entry deleted",
    loadFailed: "Could not load your water data.",
    retry: "Try again",
    errors: {
      volume: "Enter a whole number of millilitres from 1 to {{max}}",
      notes: "A note can be at most {{max}} characters",
      log: "Failed to log water intake",
      update: "Failed to update water intake",
      delete: "Failed to delete water intake",
      dayFull: "This day already has too many entries",
    },
    analysis: {
      title: "Day analysis",
      loadFailed: "Failed to get hydration analysis.",
      fromFood: "From food: about {{value}} ml more",
      fromFoodPartial: "From food: at least {{value}} ml more (not every dish's make-up is known)",
      parts: "Morning {{morning}} ml · afternoon {{afternoon}} ml · evening {{evening}} ml",
      span: "First glass at {{first}}, last at {{last}}",
      noTimes: "Drinking times are known only for entries logged on the day itself.",
      advice: {
        nothingLogged: "No water logged for this day. Start with a glass: one tap above.",
        belowGoal_one: "{{remaining}} ml to the goal: about {{count}} glass of 250 ml.",
        belowGoal_other: "{{remaining}} ml to the goal: about {{count}} glasses of 250 ml.",
        goalMet: "Today's water goal is reached. Well done.",
        farAbove:
          "{{value}} ml drunk: far more than a day needs without heat or long exercise. There is no need to drink beyond thirst.",
        eveningHeavy:
          "{{share}} of the water came in the evening. Spread it over the day: less thirst and fewer night wake-ups.",
        longGap: "A {{hours}} h gap from {{from}} to {{to}}. Keep a glass in sight or set a reminder for that time.",
        foodWater: "Food added about {{value}} ml of water: soup, fruit and vegetables count too.",
      },
    },
  },
});

// Registers this catalogue's type with the app's (decision 006 strings by feature): `t("water.…")` is checked.
declare module "../../i18n/feature-catalogs" {
  interface FeatureCatalogs {
    water: typeof water.ru;
  }
}

// This screen's strings load with it, not with the first route (decision 006).
addFeatureStrings({ water });

/** docs/product.md §2 /water-tracker: the selected day's water against the profile's goal, one-tap glasses, edits. */
export default function WaterPage() {
  const { t } = useTranslation();
  const date = useAppState((s) => s.selectedDate);
  const day = useWaterDay(date);
  const log = useLogWater();

  const add = (input: TWaterIntakeInput) =>
    log.mutateAsync(input).then(
      (entry) => {
        toast({ type: "success", title: t("water.added", { value: entry.volumeMl }) });
        return true;
      },
      (error: unknown) => {
        failureToast(t, "log", error);
        return false;
      },
    );

  return (
    <ScreenWithBack title={t("water.title")} gap="gap-5">
      <DayNav />

      <section className="flex flex-col gap-3 rounded-2xl bg-sky-50 p-4 dark:bg-slate-900" aria-live="polite">
        {day.isPending ? (
          <SkeletonBlock shape="tinted" />
        ) : day.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p className="text-red-600">{t("water.loadFailed")}</p>
            <Button variant="secondary" onClick={() => void day.refetch()}>
              {t("water.retry")}
            </Button>
          </div>
        ) : (
          <Progress totalMl={day.data.totalMl} goalMl={day.data.goalMl} />
        )}
      </section>

      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t("water.quickAdd")}</h2>
        <div className="grid grid-cols-4 gap-2">
          {WATER_QUICK_AMOUNTS_ML.map((volumeMl) => (
            <Button
              key={volumeMl}
              variant="secondary"
              className="px-2"
              disabled={log.isPending}
              onClick={() => void add({ volumeMl, source: "quick", date })}
              data-testid={`water-quick-${volumeMl}`}
            >
              {t("water.add", { value: volumeMl })}
            </Button>
          ))}
        </div>
      </section>

      <CustomAmount
        busy={log.isPending}
        onAdd={(volumeMl, notes) => add({ volumeMl, notes, source: "manual", date })}
      />

      <HydrationAnalysis date={date} />

      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t("water.entries")}</h2>
        {day.data && day.data.entries.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300" data-testid="water-empty">
            {t("water.emptyDay")}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {day.data?.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </ScreenWithBack>
  );
}

function Progress({ totalMl, goalMl }: { totalMl: number; goalMl: number | null }) {
  const { t } = useTranslation();
  if (goalMl === null || goalMl <= 0) {
    return (
      <>
        <p className="text-2xl font-semibold" data-testid="water-total" data-value={totalMl}>
          {t("water.drunk", { total: totalMl })}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("water.noGoal")}</p>
        <TextLink href={profileSetupPath("edit")} size="small">
          {t("water.toProfile")}
        </TextLink>
      </>
    );
  }
  const pct = Math.min(100, Math.round((totalMl / goalMl) * 100));
  return (
    <>
      <p className="text-2xl font-semibold" data-testid="water-total" data-value={totalMl}>
        {t("water.drunkOfGoal", { total: totalMl, goal: goalMl })}
      </p>
      <div
        className="h-3 overflow-hidden rounded-full bg-white dark:bg-slate-800"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={goalMl}
        aria-valuenow={Math.min(totalMl, goalMl)}
        aria-label={t("water.title")}
      >
        <div className="h-full bg-sky-500" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="water-left">
        {totalMl >= goalMl ? t("water.reached") : t("water.left", { value: goalMl - totalMl })}
      </p>
    </>
  );
}

/** Any amount, with an optional note; the typed values stay when saving fails. */
function CustomAmount({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (volumeMl: number, notes?: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [volume, setVolume] = useState("");
  const [notes, setNotes] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An empty field reads as 0 ml, which the contract refuses with the volume message.
    const volumeMl = typedMl(volume);
    const input = { volumeMl, notes: notes.trim() || undefined };
    const found = inputProblem(t, input);
    setProblem(found);
    if (found) return;
    if (await onAdd(volumeMl, input.notes)) {
      setVolume("");
      setNotes("");
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-3 dark:border-slate-800"
      noValidate
    >
      <h2 className="font-semibold">{t("water.customTitle")}</h2>
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t("water.volumeLabel")}
          <input
            inputMode="numeric"
            value={volume}
            onChange={(e) => setVolume(e.target.value)}
            aria-invalid={problem !== null}
            data-testid="water-volume"
            className={FIELD_CLASS}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("water.notesLabel")}
          <input
            value={notes}
            maxLength={WATER_LIMITS.notesMax + 1}
            onChange={(e) => setNotes(e.target.value)}
            placeholder={t("water.notesPlaceholder")}
            data-testid="water-notes"
            className={FIELD_CLASS}
          />
        </label>
      </div>
      {problem && <Alert testId="water-problem">{problem}</Alert>}
      <Button type="submit" disabled={busy} data-testid="water-add">
        {t("water.addCustom")}
      </Button>
    </form>
  );
}
