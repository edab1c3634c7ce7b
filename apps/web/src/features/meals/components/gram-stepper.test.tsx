import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test-support/render-screen";
import { GramStepper } from "./gram-stepper";

/** The stepper with its dish's weight held as the meal editor holds it. */
function Harness({ start, seen }: { start: number; seen: number[] }) {
  const [grams, setGrams] = useState(start);
  return (
    <GramStepper
      grams={grams}
      onChange={(value) => {
        seen.push(value);
        setGrams(value);
      }}
    />
  );
}

const field = () => screen.getByRole("spinbutton", { name: "Вес, г" }) as HTMLInputElement;

describe("gram stepper", () => {
  it("names the field, both buttons and the slider from one visible label and the step", () => {
    renderScreen(<Harness start={200} seen={[]} />);
    expect(field().value).toBe("200");
    expect(screen.getByRole("slider", { name: "Вес, г" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Меньше на 10 г" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Больше на 10 г" })).toBeTruthy();
    expect(field().getAttribute("aria-valuetext")).toBe("200 г");
  });

  it("steps with − and + on the step's grid", () => {
    const seen: number[] = [];
    renderScreen(<Harness start={173} seen={seen} />);
    fireEvent.click(screen.getByTestId("grams-more"));
    fireEvent.click(screen.getByTestId("grams-more"));
    fireEvent.click(screen.getByTestId("grams-less"));
    expect(seen).toEqual([180, 190, 180]);
    expect(field().value).toBe("180");
  });

  it("reads a typed decimal comma and shows the weight with one", () => {
    const seen: number[] = [];
    renderScreen(<Harness start={200} seen={seen} />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: "12," } });
    // Half-typed: kept as typed, not yet a weight.
    expect(field().value).toBe("12,");
    fireEvent.change(field(), { target: { value: "12,5" } });
    fireEvent.blur(field());
    expect(seen.at(-1)).toBe(12.5);
    expect(field().value).toBe("12,5");
  });

  it("answers the arrow and page keys like a spin button", () => {
    const seen: number[] = [];
    renderScreen(<Harness start={100} seen={seen} />);
    fireEvent.keyDown(field(), { key: "ArrowUp" });
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    fireEvent.keyDown(field(), { key: "PageUp" });
    expect(seen).toEqual([110, 100, 95, 190]);
  });

  it("keeps the weight within 1 g and the limit", () => {
    const seen: number[] = [];
    renderScreen(<Harness start={1} seen={seen} />);
    expect((screen.getByTestId("grams-less") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: "99999" } });
    expect(seen).toEqual([5000]);
  });
});
