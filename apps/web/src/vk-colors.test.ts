import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { DARK, LIGHT, OUTPUT, vkColorsCss } from "../scripts/make-vk-colors";

/** docs/decisions/020-vk-look.md: the app's neutral scale is VK's tokens, as the installed package gives them. */
describe("VK colour tokens", () => {
  it("vk-colors.css is what the installed @vkontakte/vkui-tokens gives (npm run vk-colors -w @tarelka/web)", () => {
    expect(fs.readFileSync(OUTPUT, "utf8")).toBe(vkColorsCss());
  });

  it("takes VK's own greys: a white card's field, separators and text, and the dark theme's surfaces", () => {
    const css = vkColorsCss();
    expect(css).toContain("--color-slate-100: #f2f3f5; /* vkBase colorFieldBackground */");
    expect(css).toContain("--color-slate-950: #0a0a0a; /* vkBaseDark colorBackground */");
    expect(Object.keys(LIGHT)).not.toContain("slate-500");
    expect(Object.keys(DARK)).toContain("slate-400");
  });

  it("reaches the stylesheet", () => {
    const styles = fs.readFileSync(new URL("./styles.css", import.meta.url), "utf8");
    expect(styles).toMatch(/@import "\.\/vk-colors\.css";/);
  });
});
