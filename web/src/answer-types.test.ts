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

/** What a field holds, roughly: "string", "number", "boolean", "object", "array", or "any" when it cannot say. */
type Kind = string;
const compatible = (a: Kind, b: Kind) => a === b || a === "any" || b === "any";

function schemaKind(schema: z.ZodType): Kind {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (["optional", "nullable", "default", "readonly", "catch", "prefault", "nonoptional"].includes(def.type)) return schemaKind(def.innerType as z.ZodType);
  if (def.type === "pipe") return schemaKind(def.out as z.ZodType);
  if (def.type === "enum") return "string";
  if (def.type === "literal") return typeof (def.values as unknown[])[0];
  return ["string", "number", "boolean", "object", "array"].includes(def.type) ? def.type : "any";
}

/** An object's fields by name, each with its kind, in a fixed order: `a:string,b:number`. */
type Shape = { keys: string; kinds: Kind[] };

/** Every object an answer schema holds, however deep (items of lists, pages, nullable parts), with MIN_FIELDS or more. */
function objectShapes(schema: z.ZodType, into: Shape[] = [], seen = new Set<unknown>()): Shape[] {
  if (seen.has(schema)) return into;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown) => inner && objectShapes(inner as z.ZodType, into, seen);
  if (def.type === "object") {
    const shape = def.shape as Record<string, z.ZodType>;
    const keys = Object.keys(shape).sort();
    if (keys.length >= MIN_FIELDS) into.push({ keys: keys.join(","), kinds: keys.map((key) => schemaKind(shape[key] as z.ZodType)) });
    Object.values(shape).forEach(walk);
  }
  for (const key of ["element", "innerType", "in", "out", "valueType", "getter"]) walk(def[key]);
  for (const option of (def.options as unknown[] | undefined) ?? []) walk(option);
  if (def.type === "intersection") [def.left, def.right].forEach(walk);
  return into;
}

function typeKind(node: ts.TypeNode | undefined): Kind {
  if (!node) return "any";
  if (node.kind === ts.SyntaxKind.StringKeyword || ts.isTemplateLiteralTypeNode(node)) return "string";
  if (node.kind === ts.SyntaxKind.NumberKeyword || node.kind === ts.SyntaxKind.BigIntKeyword) return node.kind === ts.SyntaxKind.NumberKeyword ? "number" : "bigint";
  if (node.kind === ts.SyntaxKind.BooleanKeyword) return "boolean";
  if (ts.isTypeLiteralNode(node)) return "object";
  if (ts.isArrayTypeNode(node) || ts.isTupleTypeNode(node)) return "array";
  if (ts.isLiteralTypeNode(node)) return ts.isStringLiteral(node.literal) ? "string" : ts.isNumericLiteral(node.literal) ? "number" : "any";
  if (ts.isUnionTypeNode(node)) {
    const kinds = [...new Set(node.types.filter((type) => !(ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword) && type.kind !== ts.SyntaxKind.UndefinedKeyword).map(typeKind))];
    return kinds.length === 1 ? (kinds[0] as Kind) : "any";
  }
  return "any";
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each object type the file declares by hand (`interface X { … }`, `type X = { … }`): its name and shape. */
function declaredObjectTypes(file: string): ({ name: string } & Shape)[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: ({ name: string } & Shape)[] = [];
  const shapeOf = (members: ts.NodeArray<ts.TypeElement>): Shape => {
    const fields = members
      .filter(ts.isPropertySignature)
      .map((member) => ({ key: member.name.getText(source).replace(/^["']|["']$/g, ""), kind: typeKind(member.type) }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
    return { keys: fields.map((field) => field.key).join(","), kinds: fields.map((field) => field.kind) };
  };
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && !node.heritageClauses) found.push({ name: node.name.text, ...shapeOf(node.members) });
    if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) found.push({ name: node.name.text, ...shapeOf(node.type.members) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether a declared type has an answer object's fields, each holding the same kind of value. */
const copies = (declared: Shape, answers: readonly Shape[]) =>
  answers.some((answer) => answer.keys === declared.keys && answer.kinds.every((kind, index) => compatible(kind, declared.kinds[index] as Kind)));

describe("answer types come from the shared endpoints", () => {
  const answers = ALL_ENDPOINTS.flatMap((endpoint) => (endpoint.answer ? objectShapes(endpoint.answer) : []));

  it("finds the objects of the answers, nested ones included, with the kind of each field", () => {
    // A paged answer's page and its items are both there.
    expect(answers.map((shape) => shape.keys)).toContain("content,has_next,has_previous,is_first,is_last,number,number_of_elements,size,total_elements,total_pages");
    const page = { keys: "content,has_next,has_previous,is_first,is_last,number,number_of_elements,size,total_elements,total_pages", kinds: ["array", ...Array(4).fill("boolean"), ...Array(5).fill("number")] };
    expect(copies(page, answers)).toBe(true);
    // The same names holding other kinds of values (a form's text for an answer's numbers) are another type.
    expect(copies({ ...page, kinds: page.kinds.map(() => "string") }, answers)).toBe(false);
  });

  it("no web file declares by hand a type with the fields of an answer's object", () => {
    const found = sourceFiles(webSrc).flatMap((file) =>
      declaredObjectTypes(file)
        .filter((type) => copies(type, answers))
        .map((type) => `${path.relative(webSrc, file)}: ${type.name} {${type.keys}}`),
    );
    expect(found).toEqual([]);
  });
});
