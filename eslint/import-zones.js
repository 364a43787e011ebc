import path from "node:path";

/**
 * `openpawn/import-zones`: which part of the code may import which, by where the imported file is, not by
 * how the import is spelled (a relative `../../profile/x.ts` from a feature is caught as surely as an
 * absolute one). Options: one object with
 * - `zones`: `{ from, target, message, except?, importNames? }`, path patterns relative to the working directory (one
 *   or a list; `*` is one path segment, `**` then a slash any number of them, a trailing slash a whole
 *   folder): a file matching `from` may not import a file matching a `target`, unless it matches `except`; with
 *   `importNames`, only those names of it;
 * - `siblings`: `{ dir, message, except?, allow? }`: a file under `dir/A/` may not import a file under `dir/B/` for
 *   B ≠ A (features never import each other), unless the imported file matches `allow` (what B publishes);
 * - `packageNames`: `{ name, importNames, allowIn, message }`: only files under `allowIn` may import these
 *   names from package `name` (the route table is built in one place);
 * - `aliases`: `{ prefix, path, extension? }`: an import of a workspace package by name (`@openpawn/shared/x`) is the
 *   file `path` + the rest + `extension`, checked against `zones` like a relative one.
 * Static imports, re-exports and import() with a literal path are checked; type-only imports too (a type
 * still ties the two parts together).
 */

const toPosix = (value) => value.split(path.sep).join("/");
/** `*` stands for one path segment, `**` then a slash for any number of them; a pattern ending in `/` is a folder and everything in it. */
const patternCache = new Map();
function patternRegExp(pattern) {
  let regexp = patternCache.get(pattern);
  if (!regexp) {
    const source = pattern
      .split(/(\*\*\/|\*)/)
      .map((part) => (part === "**/" ? "(?:[^/]+/)*" : part === "*" ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
      .join("");
    regexp = new RegExp(`^${source}${pattern.endsWith("/") ? "" : "$"}`);
    patternCache.set(pattern, regexp);
  }
  return regexp;
}
const under = (file, patterns) => patterns.some((pattern) => patternRegExp(pattern).test(file));
const asList = (value) => (Array.isArray(value) ? value : [value]);

/** @type {import("eslint").Rule.RuleModule} */
export const importZones = {
  meta: {
    type: "problem",
    docs: { description: "Which folders of the web app may import which (docs/decisions/0019-first-load.md)." },
    schema: [
      {
        type: "object",
        properties: {
          zones: { type: "array" },
          siblings: { type: "array" },
          packageNames: { type: "array" },
          aliases: { type: "array" },
        },
        additionalProperties: false,
      },
    ],
    messages: { forbidden: "{{message}} ({{imported}})" },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const cwd = context.cwd;
    const file = toPosix(path.relative(cwd, context.filename));
    const zones = (options.zones ?? []).filter((zone) => under(file, asList(zone.from)));
    const siblings = (options.siblings ?? []).filter((rule) => file.startsWith(`${rule.dir}/`) && !under(file, asList(rule.except ?? [])));
    const packageNames = (options.packageNames ?? []).filter((rule) => !under(file, asList(rule.allowIn)));
    if (zones.length === 0 && siblings.length === 0 && packageNames.length === 0) return {};

    const aliases = options.aliases ?? [];
    /** The file a package import names through an alias, or undefined. */
    const aliasedFile = (source) => {
      const alias = aliases.find((candidate) => source.startsWith(candidate.prefix));
      return alias && `${alias.path}${source.slice(alias.prefix.length)}${alias.extension ?? ""}`;
    };
    const checkZones = (node, imported, specifiers) => {
      for (const zone of zones) {
        if (!under(imported, asList(zone.target)) || under(imported, asList(zone.except ?? []))) continue;
        if (!zone.importNames) {
          context.report({ node, messageId: "forbidden", data: { message: zone.message, imported } });
          continue;
        }
        const names = specifiers === undefined ? zone.importNames : specifiers.filter((name) => zone.importNames.includes(name));
        for (const name of names) context.report({ node, messageId: "forbidden", data: { message: zone.message, imported: `${name} from ${imported}` } });
      }
    };

    const check = (node, source, specifiers) => {
      if (typeof source !== "string") return;
      if (source.startsWith(".")) {
        const imported = toPosix(path.relative(cwd, path.resolve(path.dirname(context.filename), source)));
        checkZones(node, imported, specifiers);
        for (const rule of siblings) {
          const own = file.slice(rule.dir.length + 1).split("/")[0];
          if (!imported.startsWith(`${rule.dir}/`)) continue;
          const other = imported.slice(rule.dir.length + 1).split("/")[0];
          if (other && other !== own && imported.length > rule.dir.length + 1 + other.length && !under(imported, asList(rule.allow ?? []))) {
            context.report({ node, messageId: "forbidden", data: { message: rule.message, imported } });
          }
        }
        return;
      }
      const aliased = aliasedFile(source);
      if (aliased) checkZones(node, aliased, specifiers);
      for (const rule of packageNames) {
        if (source !== rule.name) continue;
        const names = specifiers === undefined ? rule.importNames : specifiers.filter((name) => rule.importNames.includes(name));
        for (const name of names) context.report({ node, messageId: "forbidden", data: { message: rule.message, imported: `${name} from ${source}` } });
      }
    };

    const importedNames = (node) =>
      node.specifiers.flatMap((specifier) => {
        if (specifier.type === "ImportSpecifier") return [specifier.imported.name ?? specifier.imported.value];
        if (specifier.type === "ExportSpecifier") return [specifier.local.name ?? specifier.local.value];
        return [];
      });

    return {
      ImportDeclaration(node) {
        // A namespace import (`* as router`) reaches every name.
        const namespace = node.specifiers.some((specifier) => specifier.type === "ImportNamespaceSpecifier");
        check(node, node.source.value, namespace ? undefined : importedNames(node));
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, importedNames(node));
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, undefined);
      },
      ImportExpression(node) {
        if (node.source.type === "Literal") check(node, node.source.value, undefined);
      },
    };
  },
};
