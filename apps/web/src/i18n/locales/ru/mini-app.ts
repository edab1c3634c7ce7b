/** Mini-app wrapper and authentication (docs/product.md §2 Mini-app wrapper, §4, §8). */
export const miniApp = {
  connecting: "Подключаемся к ВКонтакте...",
  errorTitle: "Ошибка подключения",
  debugDetails: "Детали отладки",
  retry: "Повторить попытку",
  manualLogin: "Войти вручную",
  manualLoginFailed: "Не удалось войти",
  authInProgress: "Вход уже выполняется",
  languageSaveFailed: "Язык изменён, но не сохранён на сервере",
  notInVk: "Приложение открыто не во ВКонтакте",
  userIdMissing: "Не удалось получить ID пользователя ВКонтакте",
  timeout: "ВКонтакте не ответил вовремя. Проверьте соединение и попробуйте ещё раз.",
  needOnboarding: "Пользователь не найден — сначала пройдите знакомство",
};
