import { existsSync, readFileSync } from "node:fs";

/**
 * `openpawn/contract-writes`: a contract write is built by its builder in @openpawn/chain (decision 0052), never
 * by hand, so the web, the demo seed, the browser tests and the API's verification cannot drift apart. Reported:
 * - a `functionName` naming a function that changes state in one of the contracts' ABIs (reads are written where
 *   they are made), except in what a test expects a call to look like (`toMatchObject({ functionName: "buy" })`);
 * - a `functionName` written into the call of writeContract, simulateContract or estimateContractGas: the call's
 *   fields come from a builder, spread (`{ address, ...acceptOfferCall(id) }`).
 * Option: `abis`, the generated ABIs (packages/chain/src/generated/abis.ts, written by the contracts' build).
 */

/** Functions some ABI declares state-changing and none declares a view: the writes, by name (read once per file of ABIs). */
const writeNamesByFile = new Map();
export function contractWriteNames(abisFile) {
  if (writeNamesByFile.has(abisFile)) return writeNamesByFile.get(abisFile);
  if (!existsSync(abisFile)) throw new Error(`${abisFile} is missing: build the contracts first (npm run build -w contracts)`);
  const writes = new Set();
  const reads = new Set();
  for (const [, abi] of readFileSync(abisFile, "utf8").matchAll(/^export const \w+ = (\[[\s\S]*?^\]) as const;$/gm)) {
    for (const item of JSON.parse(abi)) {
      if (item.type !== "function") continue;
      (item.stateMutability === "view" || item.stateMutability === "pure" ? reads : writes).add(item.name);
    }
  }
  const names = new Set([...writes].filter((name) => !reads.has(name)));
  writeNamesByFile.set(abisFile, names);
  return names;
}

const SENDING_CALLS = new Set(["writeContract", "simulateContract", "estimateContractGas"]);
const EXPECTATIONS = new Set(["toMatchObject", "toEqual", "toStrictEqual", "objectContaining", "toHaveBeenCalledWith"]);

const calleeName = (call) => (call.callee.type === "MemberExpression" ? call.callee.property.name : call.callee.name);
const keyName = (property) => (property.key.type === "Identifier" ? property.key.name : property.key.value);
const literalText = (node) =>
  node.type === "Literal" && typeof node.value === "string" ? node.value : node.type === "TemplateLiteral" && node.expressions.length === 0 ? node.quasis[0].value.cooked : undefined;

/** @type {import("eslint").Rule.RuleModule} */
export const contractWrites = {
  meta: {
    type: "problem",
    docs: { description: "Contract writes come from the builders of @openpawn/chain (docs/decisions/0052-typed-contract-calls.md)." },
    schema: [{ type: "object", properties: { abis: { type: "string" } }, required: ["abis"], additionalProperties: false }],
    messages: {
      handWritten: "{{name}} is a contract write: build it with its builder in @openpawn/chain/<feature> (decision 0052).",
      notSpread: "Spread the call from a builder of @openpawn/chain ({ address, ...xCall(…) }) instead of naming its function here (decision 0052).",
    },
  },
  create(context) {
    const writes = contractWriteNames(context.options[0].abis);
    const inExpectation = (node) =>
      context.sourceCode.getAncestors(node).some((ancestor) => ancestor.type === "CallExpression" && EXPECTATIONS.has(calleeName(ancestor)));
    return {
      Property(node) {
        if (node.computed || keyName(node) !== "functionName") return;
        const name = literalText(node.value);
        if (name !== undefined && writes.has(name) && !inExpectation(node)) context.report({ node, messageId: "handWritten", data: { name } });
      },
      CallExpression(node) {
        if (!SENDING_CALLS.has(calleeName(node))) return;
        for (const argument of node.arguments) {
          if (argument.type !== "ObjectExpression") continue;
          const named = argument.properties.find((property) => property.type === "Property" && !property.computed && keyName(property) === "functionName");
          // A literal write is reported as hand-written already.
          if (named && !writes.has(literalText(named.value))) context.report({ node: named, messageId: "notSpread" });
        }
      },
    };
  },
};
