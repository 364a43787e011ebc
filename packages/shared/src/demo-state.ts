/**
 * The local stack's demo, as `npm start` records it in `$DATA_DIR/demo-state.json` and /api/health reports it:
 * "seeding" from just before a first start deploys until its demo is whole, then "ready".
 */
export type DemoState = "seeding" | "ready";

/** The state a demo-state file holds, or null for anything else (a missing or damaged file's contents). */
export function parseDemoState(text: string): DemoState | null {
  try {
    const { state } = JSON.parse(text) as { state?: unknown };
    return state === "seeding" || state === "ready" ? state : null;
  } catch {
    return null;
  }
}

export function formatDemoState(state: DemoState): string {
  return `${JSON.stringify({ state })}\n`;
}
