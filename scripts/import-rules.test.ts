import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain Node script without type declarations, so lint can run it before anything is built.
import { repoSources, violations } from "./import-rules.mjs";

type Violation = { file: string; specifier: string; rule: string };
const check = (file: string, source: string): Violation[] => violations(new Map([[file, source]]));

describe("import rules of ARCHITECTURE.md", () => {
  it.each([
    ["apps/web/src/features/water/water-page.tsx", 'import { X } from "../dashboard/calorie-card";'],
    ["apps/web/src/features/water/components/row.tsx", 'import { X } from "../../meals/api/meals-api";'],
    ["apps/web/src/features/water/water-page.tsx", 'const page = import("../profile/profile-page");'],
    ["apps/web/src/lib/format.ts", 'import type { X } from "../features/water/water-page";'],
    ["apps/web/src/components/ui/button.tsx", 'export { X } from "../../app/routes";'],
    ["apps/web/src/lib/api-client.ts", 'import { analyzeMealText } from "@tarelka/nutrition";'],
    ["apps/server/src/repositories/meals-repository.ts", 'import { x } from "../services/meal-service";'],
    ["apps/server/src/repositories/meals-repository.ts", 'import { x } from "../routes/meals";'],
    ["packages/contracts/src/meals.ts", 'import fs from "node:fs";'],
    ["packages/contracts/src/meals.ts", 'import { x } from "../../nutrition/src/analyze";'],
    ["packages/nutrition/src/analyze.ts", 'import { ZMeal } from "@tarelka/contracts";'],
    ["packages/nutrition/src/analyze.ts", 'import { x } from "../../../apps/server/src/db/client";'],
    ["packages/nutrition/src/analyze.ts", 'import { serveArguments } from "../../../scripts/serve-arguments.mjs";'],
  ])("catches %s importing what it may not: %s", (file, source) => {
    expect(check(file, source)).toHaveLength(1);
  });

  it.each([
    ["apps/web/src/features/water/components/row.tsx", 'import { X } from "../water-api";'],
    ["apps/web/src/features/water/water-page.tsx", 'import { Button } from "../../components/ui/button";'],
    ["apps/web/src/app/routes.tsx", 'const page = import("../features/water/water-page");'],
    ["apps/web/src/lib/api-client.ts", 'import { ZMeal } from "@tarelka/contracts";'],
    ["apps/web/src/features/water/water-api.ts", 'import { waterEndpoints } from "@tarelka/contracts/water";'],
    ["apps/server/src/services/meal-service.ts", 'import { x } from "../repositories/meals-repository";'],
    ["packages/contracts/src/meals.ts", 'import { z } from "zod";\nimport { ZDate } from "./common";'],
    ["packages/nutrition/src/analyze.ts", 'import { foods } from "./catalog/foods";'],
    [
      "packages/nutrition/bench/engine-memory.ts",
      'import { serveNodeFlags } from "../../../scripts/serve-arguments.mjs";',
    ],
  ])("lets %s import what it may: %s", (file, source) => {
    expect(check(file, source)).toEqual([]);
  });

  it("holds for the whole repository", () => {
    expect(violations(repoSources(path.resolve(import.meta.dirname, "..")))).toEqual([]);
  });
});
