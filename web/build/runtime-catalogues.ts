import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL = "\0runtime-catalogue:";

interface Slice {
  /** The exported catalogue's name. */
  readonly name: RegExp;
  /** One entry: its key and the fields a page reads, in the order the catalogue writes them. */
  readonly entry: RegExp;
  /** What marks each entry, to count those the entry pattern missed. */
  readonly marker: RegExp;
  readonly write: (fields: string[]) => string;
  readonly shape: string;
}

/** What a page reads of each catalogue at run time. */
const SLICES: Record<string, Slice> = {
  endpoints: {
    name: /export const (\w+_ENDPOINTS)\s*=/,
    entry: /(\w+):\s*endpoint\(\{\s*method:\s*"(GET|POST|PUT|DELETE)",\s*path:\s*"([^"]+)"/g,
    marker: /\bendpoint\(\{/g,
    write: ([method, routePath]) => `{ method: "${method}", path: "${routePath}" }`,
    shape: "`name: endpoint({ method, path, … })`",
  },
  errors: {
    name: /export const (\w+_ERRORS)\s*=/,
    entry: /(\w+):\s*\{\s*status:\s*(\d{3}),\s*code:\s*"([^"]+)"/g,
    marker: /\bstatus:\s*\d/g,
    write: ([status, code]) => `{ status: ${status}, code: "${code}" }`,
    shape: "`name: { status, code, message }`",
  },
};

const CATALOGUE = new RegExp(`^@openpawn/shared/([a-z-]+)/(${Object.keys(SLICES).join("|")})$`);

/** The slice of one catalogue file that pages load, as module source; throws when it cannot read every entry. */
export function runtimeCatalogue(file: string, kind: string): string {
  const slice = SLICES[kind];
  if (!slice) throw new Error(`${file}: no runtime slice for ${kind}`);
  const source = readFileSync(file, "utf8");
  const name = slice.name.exec(source)?.[1];
  const entries = [...source.matchAll(slice.entry)].map(([, key, ...fields]) => `${key}: ${slice.write(fields)}`);
  const declared = source.match(slice.marker)?.length ?? 0;
  if (!name || entries.length !== declared) throw new Error(`${file}: read ${entries.length} of ${declared} entries; write each as ${slice.shape}`);
  return `export const ${name} = { ${entries.join(", ")} };\n`;
}

/**
 * The web's build of the shared catalogues (decision 0050): at run time a page needs an endpoint's method and path,
 * and an error's status and code, nothing else; the schemas and the words give the types and the API's answers,
 * checked by tsc and the tests. Shipping the catalogues whole put zod, every feature's schemas and the words of every
 * refusal into the first pages, so the build reads what pages need from each catalogue's source and gives them that
 * alone. A catalogue written in a way this cannot read fails the build, never a page.
 */
export function runtimeCatalogues(sharedSrc: string): Plugin {
  return {
    name: "openpawn:runtime-catalogues",
    enforce: "pre",
    apply: "build",
    resolveId(id) {
      const match = CATALOGUE.exec(id);
      return match ? `${VIRTUAL}${match[1]}/${match[2]}` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const [feature, kind] = id.slice(VIRTUAL.length).split("/") as [string, string];
      const file = path.join(sharedSrc, feature, `${kind}.ts`);
      this.addWatchFile(file);
      try {
        return runtimeCatalogue(file, kind);
      } catch (error) {
        return this.error((error as Error).message);
      }
    },
  };
}
