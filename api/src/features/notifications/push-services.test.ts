import { describe, expect, it } from "vitest";
import { BROWSER_PUSH_SERVICES } from "../../config/browser-push-services.ts";
import { isPushServiceEndpoint } from "./push-services.ts";

describe("push service endpoints", () => {
  it("accepts the browsers' push services on the https port", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx0",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect(isPushServiceEndpoint(endpoint, BROWSER_PUSH_SERVICES), endpoint).toBe(true);
    }
  });

  it("refuses internal addresses, other ports, look-alike hosts, credentials and plain http", () => {
    for (const endpoint of [
      "https://127.0.0.1/push",
      "https://10.0.0.5/",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/push",
      "https://localhost/push",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com.evil.test/fcm/send/abc",
      "https://evilfcm.googleapis.com/x",
      "https://notify.windows.com/x",
      "https://evil-notify.windows.com/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/abc",
      "http://fcm.googleapis.com/fcm/send/abc",
      "not a url",
    ]) {
      expect(isPushServiceEndpoint(endpoint, BROWSER_PUSH_SERVICES), endpoint).toBe(false);
    }
  });

  it("accepts a configured host with its port, and only that port", () => {
    expect(isPushServiceEndpoint("https://127.0.0.1:8443/push/1", ["127.0.0.1:8443"])).toBe(true);
    expect(isPushServiceEndpoint("https://127.0.0.1:8444/push/1", ["127.0.0.1:8443"])).toBe(false);
    expect(isPushServiceEndpoint("https://127.0.0.1/push/1", ["127.0.0.1:8443"])).toBe(false);
  });
});
