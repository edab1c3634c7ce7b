import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  DIARY_IMPORT_LIMITS,
  diaryTransferEndpoints,
  type TDiaryImportResult,
  ZDiaryFileSchema,
} from "@tarelka/contracts";
import { call, fetchFile } from "../../lib/api-client";

/** The diary export and import resource, used only by the profile screen (docs/code-style.md §8). */

export type DiaryFormat = "json" | "csv";

/** Why a chosen file was not sent: the screen words each. */
export class DiaryFileError extends Error {
  constructor(readonly reason: "tooLarge" | "notADiary") {
    super(reason);
    this.name = "DiaryFileError";
  }
}

/** Fetches the export and hands it to the browser as a download named by the day. */
export async function downloadDiary(format: DiaryFormat): Promise<void> {
  const blob = await fetchFile(
    format === "json" ? diaryTransferEndpoints.exportJson : diaryTransferEndpoints.exportCsv,
  );
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = `tarelka-diary-${new Date().toISOString().slice(0, 10)}.${format}`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the object URL is freed once the browser has taken it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * Reads a chosen file and sends it when it is a diary file within the size limit; the server checks it all again
 * (contracts ZDiaryFileSchema), and this only spares a person an upload that cannot succeed.
 */
export async function importDiary(file: File): Promise<TDiaryImportResult> {
  if (file.size > DIARY_IMPORT_LIMITS.bytesMax) throw new DiaryFileError("tooLarge");
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    throw new DiaryFileError("notADiary");
  }
  const checked = ZDiaryFileSchema.safeParse(parsed);
  if (!checked.success) throw new DiaryFileError("notADiary");
  return call(diaryTransferEndpoints.import, { body: checked.data });
}

export const useDownloadDiary = () => useMutation({ mutationFn: downloadDiary });

/** An import changes every screen's data, so every cached read is refreshed after it. */
export function useImportDiary() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importDiary, onSuccess: () => queryClient.invalidateQueries() });
}
