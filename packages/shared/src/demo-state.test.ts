import { expect, it } from "vitest";
import { formatDemoState, parseDemoState } from "./demo-state.ts";

it("reads back the demo state it writes, and nothing from a damaged or foreign file", () => {
  expect(parseDemoState(formatDemoState("seeding"))).toBe("seeding");
  expect(parseDemoState(formatDemoState("ready"))).toBe("ready");
  for (const text of ["", "{", "null", '{"state":"done"}', '"ready"']) expect(parseDemoState(text)).toBeNull();
});
