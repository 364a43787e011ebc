/**
 * The committed gas figures (.gas-snapshot, one `<operation> (gas: <n>)` line each) and the check CI runs against
 * them: any figure that differs from the committed one fails, so a change in gas lands only with its snapshot.
 */

export function parseSnapshot(text: string): Map<string, bigint> {
  return new Map(
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const match = /^(.+) \(gas: (\d+)\)$/.exec(line);
        if (!match?.[1] || !match[2]) throw new Error(`Unreadable line in .gas-snapshot: ${line}`);
        return [match[1], BigInt(match[2])];
      }),
  );
}

export function formatSnapshot(figures: Map<string, bigint>): string {
  return [...figures].map(([name, gas]) => `${name} (gas: ${gas})\n`).join("");
}

/**
 * Why the measured figures fail the check, or nothing: an operation whose gas differs from the snapshot (a new or
 * a vanished one included), or one above its target that is not a known miss.
 */
export function gasCheckFailures(
  current: Map<string, bigint>,
  committed: Map<string, bigint>,
  targets: ReadonlyMap<string, bigint>,
  knownMisses: ReadonlyMap<string, string>,
): string[] {
  const failures: string[] = [];
  const names = new Set([...current.keys(), ...committed.keys()]);
  const differing = [...names].filter((name) => current.get(name) !== committed.get(name));
  if (differing.length > 0) {
    failures.push(`Gas differs from .gas-snapshot for: ${differing.join(", ")} (run npm run bench:update -w contracts if intended, and commit .gas-snapshot with the change)`);
  }
  const overTarget = [...targets].filter(([name, target]) => (current.get(name) ?? 0n) > target && !knownMisses.has(name));
  if (overTarget.length > 0) failures.push(`Gas above its target for: ${overTarget.map(([name]) => name).join(", ")}`);
  return failures;
}
