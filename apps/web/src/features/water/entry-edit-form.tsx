import type { TWaterIntake } from "@tarelka/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FIELD_CLASS } from "../../components/ui/field";
import { toast } from "../../components/ui/toast-store";
import { useUpdateWater } from "./water-api";
import { failureToast, inputProblem, typedMl } from "./water-feedback";

/** An entry edited in place: its amount and note, checked by the shared contract before they are saved. */
export function EntryEditForm({ entry, onDone }: { entry: TWaterIntake; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateWater();
  const [volume, setVolume] = useState(String(entry.volumeMl));
  const [notes, setNotes] = useState(entry.notes ?? "");
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const volumeMl = typedMl(volume);
    const found = inputProblem(t, { volumeMl, notes });
    setProblem(found);
    if (found) return;
    try {
      await update.mutateAsync({ id: entry.id, patch: { volumeMl, notes: notes.trim() || null } });
      onDone();
      toast({ type: "success", title: t("water.updated") });
    } catch (error) {
      failureToast(t, "update", error);
    }
  };

  return (
    <form onSubmit={save} className="flex flex-col gap-2" noValidate>
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
        <input
          inputMode="numeric"
          value={volume}
          onChange={(e) => setVolume(e.target.value)}
          aria-label={t("water.volumeLabel")}
          data-testid="water-edit-volume"
          className={FIELD_CLASS}
        />
        <input
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          aria-label={t("water.notesLabel")}
          data-testid="water-edit-notes"
          className={FIELD_CLASS}
        />
      </div>
      {problem && <Alert>{problem}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending} data-testid="water-edit-save">
          {t("water.save")}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t("water.cancel")}
        </Button>
      </div>
    </form>
  );
}
