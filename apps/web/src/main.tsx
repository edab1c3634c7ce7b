import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./styles.css";

const root = document.getElementById("root");
// Spec §8: a missing root element is an error, not a blank page.
if (!root) throw new Error("Root element #root not found");

// A transition lets React yield to the browser while it renders the first screen, instead of one long task
// that blocks input on a slow phone (issue 7, total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
