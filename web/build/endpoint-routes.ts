import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const CATALOGUE = /^@openpawn\/shared\/([a-z-]+)\/endpoints$/;
const VIRTUAL = "\0endpoint-routes:";
const ENTRY = /(\w+):\s*endpoint\(\{\s*method:\s*"(GET|POST|PUT|DELETE)",\s*path:\s*"([^"]+)"/g;

/**
 * The web's build of the shared endpoint catalogues (decision 0050): the pages need only each endpoint's method and
 * path at run time; its schemas give the types, checked by tsc and the tests. Shipping the catalogues whole put zod
 * and every feature's schemas into the first pages, so the build reads each catalogue's routes from its source and
 * gives the pages those alone. A catalogue written in a way this cannot read fails the build, never a page.
 */
export function endpointRoutes(sharedSrc: string): Plugin {
  return {
    name: "openpawn:endpoint-routes",
    enforce: "pre",
    apply: "build",
    resolveId(id) {
      const match = CATALOGUE.exec(id);
      return match ? `${VIRTUAL}${match[1]}` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const file = path.join(sharedSrc, id.slice(VIRTUAL.length), "endpoints.ts");
      this.addWatchFile(file);
      const source = readFileSync(file, "utf8");
      const name = /export const (\w+_ENDPOINTS)\s*=/.exec(source)?.[1];
      const routes = [...source.matchAll(ENTRY)].map(([, key, method, routePath]) => `${key}: { method: "${method}", path: "${routePath}" }`);
      const declared = source.match(/\bendpoint\(\{/g)?.length ?? 0;
      if (!name || routes.length !== declared) this.error(`${file}: read ${routes.length} of ${declared} endpoints; write each as \`name: endpoint({ method, path, … })\``);
      return `export const ${name} = { ${routes.join(", ")} };\n`;
    },
  };
}
