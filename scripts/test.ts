/**
 * `npm test`: every part of the test suite, one after another, each timed and printed beside its share of the
 * 25-minute budget of a CI run (.ci/run), so that the change that slows the run shows at once. Stops at the
 * first part that fails. DATABASE_URL, when set, goes to the API's tests only: the stack and the browser tests
 * run the product as `npm start` does, on its embedded database.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatBudgetTable, type TimedPart } from "./budget.ts";

interface Part {
  name: string;
  /** npm arguments, run from the repository root. */
  npm: string[];
  budgetSeconds: number;
  /** Whether DATABASE_URL reaches it. */
  databaseServer?: boolean;
}

/** The budget of a whole CI run, and what .ci/run's install step may take of it. */
const RUN_BUDGET_SECONDS = 25 * 60;
const INSTALL_BUDGET_SECONDS = 120;

/** The parts' budgets and the install's add up to the run's 25 minutes. */
const PARTS: Part[] = [
  { name: "build (contracts, web)", npm: ["run", "build"], budgetSeconds: 120 },
  { name: "lint", npm: ["run", "lint"], budgetSeconds: 35 },
  { name: "typecheck", npm: ["run", "typecheck"], budgetSeconds: 75 },
  { name: "contracts (forge, deploy)", npm: ["run", "test", "-w", "contracts"], budgetSeconds: 60 },
  { name: "gas (against .gas-snapshot)", npm: ["run", "bench:check", "-w", "contracts"], budgetSeconds: 60 },
  { name: "shared, devchain, scripts", npm: ["run", "test", "-w", "packages/shared", "-w", "packages/devchain", "-w", "scripts"], budgetSeconds: 15 },
  { name: "api", npm: ["run", "test", "-w", "api"], budgetSeconds: 270, databaseServer: true },
  { name: "web", npm: ["run", "test", "-w", "web"], budgetSeconds: 165 },
  { name: "stack", npm: ["run", "test", "-w", "stack"], budgetSeconds: 180 },
  { name: "end-to-end (Chromium)", npm: ["run", "test", "-w", "e2e"], budgetSeconds: 400 },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function run(part: Part): Promise<number> {
  const env = { ...process.env };
  if (!part.databaseServer) delete env.DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn("npm", part.npm, { cwd: root, env, stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const timed: TimedPart[] = [];
// .ci/run times its install step and hands the figure over, so the table covers the whole run.
const installSeconds = Number(process.env.CI_INSTALL_SECONDS);
if (Number.isFinite(installSeconds) && installSeconds > 0) {
  timed.push({ name: "install (.ci/run)", seconds: installSeconds, budgetSeconds: INSTALL_BUDGET_SECONDS, ok: true });
}

let failed: string | undefined;
for (const part of PARTS) {
  console.log(`\n=== ${part.name} ===`);
  const started = performance.now();
  const code = await run(part);
  timed.push({ name: part.name, seconds: (performance.now() - started) / 1000, budgetSeconds: part.budgetSeconds, ok: code === 0 });
  if (code !== 0) {
    failed = part.name;
    break;
  }
}

console.log(`\n${formatBudgetTable(timed, RUN_BUDGET_SECONDS)}`);
if (failed) {
  console.error(`\nnpm test: ${failed} failed.`);
  process.exit(1);
}
