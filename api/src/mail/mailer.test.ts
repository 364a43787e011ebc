import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { openTestDatabase } from "../test/test-db-handle.ts";
import { extractLinks, startMailCatcher } from "./mail-catcher.ts";
import { createMailer } from "./mailer.ts";
import { activationMail, escapeHtml, resetPasswordMail } from "./templates.ts";

describe("mail delivery over real SMTP", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 120_000);
  afterAll(() => database.close());

  it("without SMTP_URL starts the catcher on a free port and delivers to it; the message reads back parsed", async () => {
    const mailer = await createMailer({ catcherPort: 0, from: "OpenPawn <no-reply@openpawn.test>", db: database.db });
    try {
      expect(mailer.catcher!.port).toBeGreaterThan(0);
      await mailer.send(activationMail({ to: "ann@example.com", name: "Ann <script>", link: "https://openpawn.test/?confirmation_key=abc&x=1", validHours: 48 }));
      const [mail] = await mailer.catcher!.list();
      expect(mail).toMatchObject({ from: "no-reply@openpawn.test", to: ["ann@example.com"], subject: "Confirm your OpenPawn account" });
      expect(mail!.text).toContain("https://openpawn.test/?confirmation_key=abc&x=1");
      expect(mail!.html).toContain("Hello Ann &lt;script&gt;,");
      expect(mail!.html).not.toContain("<script>");
      expect(mail!.links).toEqual(["https://openpawn.test/?confirmation_key=abc&x=1"]);
    } finally {
      await mailer.close();
    }
  });

  it("with SMTP_URL sends through that server (here another catcher) and starts none", async () => {
    const server = await startMailCatcher({ db: database.db, port: 0 });
    const mailer = await createMailer({ smtpUrl: `smtp://127.0.0.1:${server.port}`, catcherPort: 0, from: "a@openpawn.test", db: database.db });
    try {
      expect(mailer.catcher).toBeNull();
      await mailer.send(resetPasswordMail({ to: "bob@example.com", name: "", link: "https://openpawn.test/?reset_key=k", validMinutes: 60 }));
      const [mail] = await server.list();
      expect(mail).toMatchObject({ to: ["bob@example.com"], subject: "Reset your OpenPawn password" });
      expect(mail!.text).toContain("Hello bob@example.com,");
    } finally {
      await mailer.close();
      await server.close();
    }
  });

  it("a taken catcher port refuses with the sentence naming SMTP_CATCHER_PORT, not a bare EADDRINUSE", async () => {
    const first = await startMailCatcher({ db: database.db, port: 0 });
    try {
      await expect(startMailCatcher({ db: database.db, port: first.port })).rejects.toThrow(
        `the mail catcher's port ${first.port} (SMTP_CATCHER_PORT) is taken: set SMTP_CATCHER_PORT=0 for any free port, or SMTP_URL for a real server`,
      );
    } finally {
      await first.close();
    }
  });

  it("escapes HTML and extracts links from both bodies", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(extractLinks('<a href="https://a.test/?a=1&amp;b=2">x</a><a href="mailto:x@y">m</a>', "see https://b.test/path. and https://a.test/?a=1&b=2")).toEqual([
      "https://a.test/?a=1&b=2",
      "https://b.test/path",
    ]);
  });
});
