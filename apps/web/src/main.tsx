import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadMiniAppStart } from "./app/routes";
import { currentLanguage, i18n, loadLanguage } from "./i18n";
import { sendRequest } from "./lib/api-client";
import { startFirstScreenReads } from "./lib/early-requests";
import { isVkEnvironment } from "./lib/launch-params";
import { followSystemAppearance } from "./lib/theme";
import "./styles.css";

const root = document.getElementById("root");
// docs/product.md §8: a missing root element is an error, not a blank page.
if (!root) throw new Error("Root element #root not found");

// A transition lets React yield to the browser while it renders the first screen, instead of one long task
// that blocks input on a slow phone (decision 006, total blocking time).
function render() {
  startTransition(() => {
    createRoot(root as HTMLElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// Light or dark before the first paint, from the device until VK reports its own scheme (lib/theme.ts).
followSystemAppearance();

// Before anything renders: the dashboard's first reads travel while React and the mini-app's code load.
startFirstScreenReads((path) => sendRequest("GET", path));

// A saved English choice needs its strings before the first screen; if they cannot load, the app still
// starts (in Russian, the default) rather than not at all.
const language = loadLanguage(currentLanguage()).catch((error: unknown) => {
  console.warn("could not load the saved language", error);
  return i18n.changeLanguage("ru");
});
// Inside VK the shell and the first route's code come first, so the first render does not suspend. A chunk that
// fails here is asked for again by its route, which shows the error screen if it fails again.
const code = isVkEnvironment() ? preloadMiniAppStart(window.location.pathname) : null;
void Promise.allSettled([language, code]).then(render);
