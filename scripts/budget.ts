/** One part of a test run, timed. */
export interface TimedPart {
  name: string;
  seconds: number;
  budgetSeconds: number;
  ok: boolean;
}

const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/**
 * The parts' times beside their budgets, and the total beside the run's: a part over its budget is marked, so
 * the change that slowed the run is found at once.
 */
export function formatBudgetTable(parts: TimedPart[], runBudgetSeconds: number): string {
  const width = Math.max(...parts.map((part) => part.name.length), "total".length);
  const row = (name: string, seconds: number, budget: number, note: string) =>
    `${name.padEnd(width)}  ${clock(seconds).padStart(6)}  of ${clock(budget).padStart(6)}${note ? `  ${note}` : ""}`;
  const total = parts.reduce((sum, part) => sum + part.seconds, 0);
  return [
    `${"part".padEnd(width)}  ${"time".padStart(6)}     ${"budget".padStart(6)}`,
    ...parts.map((part) => row(part.name, part.seconds, part.budgetSeconds, [part.ok ? "" : "FAILED", part.seconds > part.budgetSeconds ? "OVER BUDGET" : ""].filter(Boolean).join(", "))),
    row("total", total, runBudgetSeconds, total > runBudgetSeconds ? "OVER THE RUN'S BUDGET" : ""),
  ].join("\n");
}
