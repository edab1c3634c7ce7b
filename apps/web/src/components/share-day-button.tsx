import type { TDaySummary } from "@tarelka/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isBridgeReady } from "../lib/vk/bridge";
import { Button } from "./ui/button";
import { toast } from "./ui/toast-store";

/**
 * Shares a day's summary (docs/product.md §2 /, Share the day): VK's wall post dialog inside VK, the system share
 * sheet or the clipboard elsewhere. The button waits while a dialog is open and never for a host that is not there.
 */
export function ShareDayButton({ day }: { day: Pick<TDaySummary, "date" | "totals" | "goals"> }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    try {
      // The sharing code and its words load on the first tap, not with the dashboard (decision 006).
      const [{ dayShareText, shareEnvironment, shareText }, { showWallPostBox }] = await Promise.all([
        import("../lib/share-day"),
        import("../lib/vk/bridge-dialogs"),
      ]);
      const text = dayShareText(day, t, i18n.language);
      const outcome = await shareText(text, shareEnvironment(isBridgeReady()), showWallPostBox);
      if (outcome === "copied")
        toast({ type: "success", title: t("shareDay.copied"), message: t("shareDay.copiedHint") });
      if (outcome === "failed")
        toast({ type: "error", title: t("shareDay.failed"), message: t("shareDay.failedHint") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={share} disabled={busy} data-testid="share-day">
      {busy ? t("shareDay.sharing") : t("shareDay.button")}
    </Button>
  );
}
