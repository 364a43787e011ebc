import type { Projector } from "./projector.ts";

/** A feature's projector and the projectors whose rows it reads while it projects: they must run first in a batch. */
export interface ProjectorEntry {
  // Projectors of different ABIs in one list: each was type-checked against its own ABI where it was written.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  projector: Projector<any>;
  after?: readonly string[];
}

/**
 * The projectors in an order that honours every `after` (a stable topological sort: otherwise the order given).
 * A projector that waits for one nobody registered, or a cycle, is a start-up error: the index would otherwise
 * read rows that its batch has not written yet.
 */
export function orderProjectors(entries: readonly ProjectorEntry[]): ProjectorEntry["projector"][] {
  const byName = new Map(entries.map((entry) => [entry.projector.name, entry]));
  if (byName.size !== entries.length) throw new Error("Two projectors share a name");
  for (const entry of entries) {
    for (const before of entry.after ?? []) {
      if (!byName.has(before)) throw new Error(`Projector ${entry.projector.name} runs after ${before}, which no feature registers`);
    }
  }
  const ordered: ProjectorEntry["projector"][] = [];
  const placed = new Set<string>();
  const visiting: string[] = [];
  const place = (entry: ProjectorEntry): void => {
    const { name } = entry.projector;
    if (placed.has(name)) return;
    if (visiting.includes(name)) throw new Error(`Projectors wait for each other: ${[...visiting.slice(visiting.indexOf(name)), name].join(" -> ")}`);
    visiting.push(name);
    for (const before of entry.after ?? []) place(byName.get(before) as ProjectorEntry);
    visiting.pop();
    placed.add(name);
    ordered.push(entry.projector);
  };
  entries.forEach(place);
  return ordered;
}
