import { DIARY_IMPORT_LIMITS } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/error-message";
import { DiaryFileError, type DiaryFormat, useDownloadDiary, useImportDiary } from "./diary-transfer-api";

/**
 * The whole diary out as JSON or CSV and back in from JSON (docs/product.md §2 /profile, Export and import). Each
 * action says it is working while it runs, and a failure stays under the buttons in words until the next try.
 */
export function DiaryTransferSection() {
  const { t } = useTranslation();
  const download = useDownloadDiary();
  const upload = useImportDiary();
  const busy = download.isPending || upload.isPending;

  const importError = upload.error
    ? upload.error instanceof DiaryFileError
      ? upload.error.reason === "tooLarge"
        ? t("diaryTransfer.tooLarge", { size: DIARY_IMPORT_LIMITS.bytesMax / 1024 / 1024 })
        : t("diaryTransfer.notADiary")
      : errorMessage(t, upload.error)
    : null;

  function start(format: DiaryFormat) {
    upload.reset();
    download.mutate(format);
  }

  function pick(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    download.reset();
    upload.mutate(file, {
      onSuccess: ({ added, alreadyThere }) => {
        const sum = (counts: typeof added) => Object.values(counts).reduce((total, n) => total + n, 0);
        const already = sum(alreadyThere);
        const nothingNew = sum(added) === 0;
        toast({
          type: "success",
          title: t("diaryTransfer.imported"),
          message: nothingNew
            ? t("diaryTransfer.nothingNew")
            : t("diaryTransfer.importedCounts", { ...added, already }),
        });
      },
    });
  }

  return (
    <section
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
      aria-busy={busy}
      data-testid="diary-transfer"
    >
      <h2 className="text-lg font-semibold">{t("diaryTransfer.title")}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("diaryTransfer.hint")}</p>
      <Button variant="secondary" disabled={busy} onClick={() => start("json")} data-testid="export-json">
        {download.isPending && download.variables === "json"
          ? t("diaryTransfer.preparing")
          : t("diaryTransfer.downloadJson")}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => start("csv")} data-testid="export-csv">
        {download.isPending && download.variables === "csv"
          ? t("diaryTransfer.preparing")
          : t("diaryTransfer.downloadCsv")}
      </Button>
      <label
        className={`inline-flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-5 text-center font-medium text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${busy ? "cursor-not-allowed opacity-60" : "cursor-pointer"}`}
      >
        {upload.isPending ? t("diaryTransfer.importing") : t("diaryTransfer.importFile")}
        <input
          type="file"
          accept="application/json,.json"
          className="sr-only"
          onChange={pick}
          disabled={busy}
          data-testid="import-file"
        />
      </label>
      {download.isError && (
        <Alert testId="diary-transfer-error">
          {t("diaryTransfer.downloadFailed")}: {errorMessage(t, download.error)}
        </Alert>
      )}
      {importError && (
        <Alert testId="diary-transfer-error">
          {t("diaryTransfer.importFailed")}: {importError}
        </Alert>
      )}
    </section>
  );
}
