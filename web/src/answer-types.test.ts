import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ALL_ENDPOINTS } from "@openpawn/shared/endpoints";

/**
 * The web takes the API's answers from the shared endpoints (decision 0050): a web type written by hand with the
 * same fields as an answer's object is the drift this forbids, since nothing would tell it the API changed.
 */
const webSrc = path.dirname(fileURLToPath(import.meta.url));
/** Smaller objects ({ id, name }) are too common to say a type copies an answer. */
const MIN_FIELDS = 3;

/** The field sets of every object an answer schema holds, however deep (items of lists, pages, nullable parts). */
function objectShapes(schema: z.ZodType, into = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (seen.has(schema)) return into;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown) => inner && objectShapes(inner as z.ZodType, into, seen);
  if (def.type === "object") {
    const shape = def.shape as Record<string, z.ZodType>;
    const keys = Object.keys(shape).sort();
    if (keys.length >= MIN_FIELDS) into.add(keys.join(","));
    Object.values(shape).forEach(walk);
  }
  for (const key of ["element", "innerType", "in", "out", "valueType", "getter"]) walk(def[key]);
  for (const option of (def.options as unknown[] | undefined) ?? []) walk(option);
  if (def.type === "intersection") [def.left, def.right].forEach(walk);
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each object type the file declares by hand (`interface X { … }`, `type X = { … }`): its name and field set. */
function declaredObjectTypes(file: string): { name: string; fields: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { name: string; fields: string }[] = [];
  const fieldsOf = (members: ts.NodeArray<ts.TypeElement>) =>
    members
      .filter(ts.isPropertySignature)
      .map((member) => member.name.getText(source).replace(/^["']|["']$/g, ""))
      .sort()
      .join(",");
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && !node.heritageClauses) found.push({ name: node.name.text, fields: fieldsOf(node.members) });
    if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) found.push({ name: node.name.text, fields: fieldsOf(node.type.members) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("answer types come from the shared endpoints", () => {
  it("finds the objects of the answers, nested ones included", () => {
    expect(ALL_ENDPOINTS.length).toBeGreaterThan(0);
    const shapes = new Set<string>();
    for (const endpoint of ALL_ENDPOINTS) if (endpoint.answer) objectShapes(endpoint.answer, shapes);
    // A paged answer's page and its items are both there.
    expect(shapes).toContain("content,has_next,has_previous,is_first,is_last,number,number_of_elements,size,total_elements,total_pages");
  });

  it("no web file declares by hand a type with the fields of an answer's object", () => {
    const shapes = new Set<string>();
    for (const endpoint of ALL_ENDPOINTS) if (endpoint.answer) objectShapes(endpoint.answer, shapes);
    const copies = sourceFiles(webSrc).flatMap((file) =>
      declaredObjectTypes(file)
        .filter((type) => shapes.has(type.fields))
        .map((type) => `${path.relative(webSrc, file)}: ${type.name} {${type.fields}}`),
    );
    expect(copies).toEqual([]);
  });
});
