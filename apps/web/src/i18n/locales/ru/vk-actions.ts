/** VK actions of docs/product.md §7 where a person uses them (docs/product.md §8 'Failed to share', 'Failed to add to favorites'). */
export const vkActions = {
  title: "Тарелка во ВКонтакте",
  addToFavorites: "Добавить в избранное",
  addedToFavorites: "Тарелка в избранном",
  favoritesFailed: "Не удалось добавить в избранное",
  copyReferral: "Скопировать ссылку для друга",
  copied: "Ссылка скопирована",
  copyFailed: "Не удалось скопировать ссылку",
  share: "Поделиться приложением",
  shareFailed: "Не удалось поделиться",
};
