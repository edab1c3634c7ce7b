import type { Localized } from "../../types";
import type { vkActions as ru } from "../ru/vk-actions";

export const vkActions: Localized<typeof ru> = {
  title: "Tarelka in VK",
  addToFavorites: "Add to favourites",
  addedToFavorites: "Tarelka is in your favourites",
  favoritesFailed: "Failed to add to favorites",
  copyReferral: "Copy a link for a friend",
  copied: "Link copied",
  copyFailed: "Could not copy the link",
  share: "Share the app",
  shareFailed: "Failed to share",
};
