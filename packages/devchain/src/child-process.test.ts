import { expect, it } from "vitest";
import { spawn } from "node:child_process";
import { stopChild } from "./child-process.ts";

it("stops a child with SIGTERM, and kills one that ignores it once the wait is over", async () => {
  const polite = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);
  await stopChild(polite);
  expect(polite.signalCode).toBe("SIGTERM");

  const defiant = spawn(process.execPath, ["-e", "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)"]);
  await new Promise((resolve) => defiant.stdout.once("data", resolve));
  const started = Date.now();
  await stopChild(defiant, 300);
  expect(defiant.signalCode).toBe("SIGKILL");
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
});
