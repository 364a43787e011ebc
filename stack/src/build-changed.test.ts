import { expect, it } from "vitest";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inputsHash, webBuildUpToDate } from "./build-changed.ts";

it("the web build's inputs hash stays while nothing changes, and moves with a changed, added or renamed source, not with a test", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "openpawn-inputs-"));
  await mkdir(path.join(root, "web/src/feature"), { recursive: true });
  await writeFile(path.join(root, "web/src/feature/page.tsx"), "export const Page = 1;");
  await writeFile(path.join(root, "package-lock.json"), "{}");
  const inputs = ["web/src", "package-lock.json", "web/absent"];
  const first = inputsHash(root, inputs);
  expect(inputsHash(root, inputs)).toBe(first);

  await writeFile(path.join(root, "web/src/feature/page.test.tsx"), "it()");
  expect(inputsHash(root, inputs)).toBe(first);
  await writeFile(path.join(root, "web/src/feature/page.tsx"), "export const Page = 2;");
  const changed = inputsHash(root, inputs);
  expect(changed).not.toBe(first);
  await writeFile(path.join(root, "web/src/feature/more.ts"), "");
  const added = inputsHash(root, inputs);
  expect(added).not.toBe(changed);
  await rm(path.join(root, "web/src/feature/more.ts"));
  await writeFile(path.join(root, "web/src/feature/other.ts"), "");
  expect(inputsHash(root, inputs)).not.toBe(added);
  await rm(root, { recursive: true, force: true });
});

it("a build is up to date only with its page in place and the stamp of the same inputs", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "openpawn-dist-"));
  await mkdir(path.join(root, "web/dist"), { recursive: true });
  await writeFile(path.join(root, "web/dist/.inputs-hash"), "abc");
  expect(webBuildUpToDate(root, "abc")).toBe(false); // no index.html: the build was deleted, the stamp kept
  await writeFile(path.join(root, "web/dist/index.html"), "<html></html>");
  expect(webBuildUpToDate(root, "abc")).toBe(true);
  expect(webBuildUpToDate(root, "abd")).toBe(false);
  await rm(root, { recursive: true, force: true });
});
