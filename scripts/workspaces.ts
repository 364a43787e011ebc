import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Bytes of TypeScript under `dir` (node_modules, dist and build output aside): how long its tsc roughly takes. */
async function sourceBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const where = path.join(entry.parentPath, entry.name);
    if (/[/\\](node_modules|dist|out|cache)[/\\]/.test(where)) continue;
    total += (await readFile(where)).length;
  }
  return total;
}

/**
 * The workspaces (`packages/*` style patterns of the root package.json) whose package.json has `script`, largest
 * first: run side by side, the long ones start at once and the short ones fill in behind them.
 */
export async function workspacesWithScript(root: string, patterns: string[], script: string): Promise<string[]> {
  const folders: string[] = [];
  for (const pattern of patterns) {
    if (!pattern.endsWith("/*")) {
      folders.push(pattern);
      continue;
    }
    const parent = pattern.slice(0, -2);
    const entries = await readdir(path.join(root, parent), { withFileTypes: true });
    folders.push(...entries.filter((entry) => entry.isDirectory()).map((entry) => `${parent}/${entry.name}`));
  }
  const found: { folder: string; bytes: number }[] = [];
  for (const folder of folders) {
    const manifest = JSON.parse(await readFile(path.join(root, folder, "package.json"), "utf8").catch(() => "{}")) as { scripts?: Record<string, string> };
    if (manifest.scripts?.[script]) found.push({ folder, bytes: await sourceBytes(path.join(root, folder)) });
  }
  return found.sort((a, b) => b.bytes - a.bytes).map((item) => item.folder);
}
