import { useTranslation } from "react-i18next";
import { getLaunchParams } from "../lib/launch-params";
import { addToFavorites, copyText, shareLink } from "../lib/vk/bridge-dialogs";
import { Button } from "./ui/button";
import { toast } from "./ui/toast-store";

/** The mini-app's own address in VK, with the inviter's id so a referral can be told apart. */
export function miniAppLink(): string {
  const values = getLaunchParams()?.values ?? {};
  const base = `https://vk.com/app${values.vk_app_id ?? ""}`;
  return values.vk_user_id ? `${base}#ref=${values.vk_user_id}` : base;
}

/** Add to favourites, copy a referral link, share the app (docs/product.md §7 bridge calls), each with its docs/product.md §8 error. */
export function VkActions() {
  const { t } = useTranslation();
  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      const ok = await action();
      if (ok === false) throw new Error(failure);
      toast({ type: "success", title: success });
    } catch {
      toast({ type: "error", title: failure });
    }
  };
  return (
    <section className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="font-semibold">{t("vkActions.title")}</h2>
      <Button
        variant="secondary"
        onClick={() => run(addToFavorites, t("vkActions.addedToFavorites"), t("vkActions.favoritesFailed"))}
      >
        {t("vkActions.addToFavorites")}
      </Button>
      <Button
        variant="secondary"
        onClick={() => run(() => copyText(miniAppLink()), t("vkActions.copied"), t("vkActions.copyFailed"))}
      >
        {t("vkActions.copyReferral")}
      </Button>
      <Button
        variant="secondary"
        onClick={() => run(() => shareLink(miniAppLink()), t("vkActions.share"), t("vkActions.shareFailed"))}
      >
        {t("vkActions.share")}
      </Button>
    </section>
  );
}
