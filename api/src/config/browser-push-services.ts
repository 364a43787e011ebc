/**
 * The push services a subscription may name (decision 0037), PUSH_SERVICES's default. A subscription's endpoint is a URL the API POSTs to on
 * every notification: any https URL would let a user aim the API at internal addresses (a blind SSRF). Browsers
 * only ever hand out endpoints of their vendors' services, so only those hosts are accepted, on the https port.
 */
export const BROWSER_PUSH_SERVICES = [
  // Chrome, and Chromium browsers other than Edge
  "fcm.googleapis.com",
  // Firefox
  "updates.push.services.mozilla.com",
  // Safari (macOS 13+, iOS 16.4+)
  "web.push.apple.com",
  // Edge (Windows Push Notification Services)
  "*.notify.windows.com",
];

