import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { currentLanguage, i18n, loadLanguage } from "./i18n";
import "./styles.css";

const root = document.getElementById("root");
// Spec §8: a missing root element is an error, not a blank page.
if (!root) throw new Error("Root element #root not found");

// A transition lets React yield to the browser while it renders the first screen, instead of one long task
// that blocks input on a slow phone (issue 7, total blocking time).
function render() {
  startTransition(() => {
    createRoot(root as HTMLElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// A saved English choice needs its strings before the first screen; if they cannot load, the app still
// starts (in Russian, the default) rather than not at all.
loadLanguage(currentLanguage()).then(render, (error: unknown) => {
  console.warn("could not load the saved language", error);
  void i18n.changeLanguage("ru").finally(render);
});
