import { expect, it } from "vitest";
import { formatBudgetTable } from "./budget.ts";

it("prints each part's time beside its budget and marks the part that went over, and the total", () => {
  const table = formatBudgetTable(
    [
      { name: "build", seconds: 61.4, budgetSeconds: 120, ok: true },
      { name: "api", seconds: 300, budgetSeconds: 270, ok: true },
      { name: "web", seconds: 5, budgetSeconds: 165, ok: false },
    ],
    300,
  );
  const lines = table.split("\n");
  expect(lines[1]).toMatch(/^build\s+1:01\s+of\s+2:00$/);
  expect(lines[2]).toMatch(/^api\s+5:00\s+of\s+4:30\s+OVER BUDGET$/);
  expect(lines[3]).toMatch(/^web\s+0:05\s+of\s+2:45\s+FAILED$/);
  expect(lines[4]).toMatch(/^total\s+6:06\s+of\s+5:00\s+OVER THE RUN'S BUDGET$/);
});
