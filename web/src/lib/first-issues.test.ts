import { describe, expect, it } from "vitest";
import { firstIssues } from "./first-issues.ts";

describe("firstIssues", () => {
  it("keeps the first message of each top-level field and ignores issues of the whole form", () => {
    const issues = [
      { path: ["name"], message: "first" },
      { path: ["name"], message: "second" },
      { path: ["collaterals", 0], message: "item" },
      { path: [], message: "form" },
    ];
    expect(firstIssues(issues)).toEqual({ name: "first", collaterals: "item" });
  });
});
