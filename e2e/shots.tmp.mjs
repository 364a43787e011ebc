import { chromium } from "playwright-core";
const routes = (process.env.ROUTES ?? "/").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await context.addInitScript(`localStorage.setItem("termsAndConditions","true");localStorage.setItem("investorType","1");`);
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(`http://localhost:3000${route}`, { waitUntil: "networkidle" }).catch(() => {});
    await page.waitForTimeout(2500);
    const name = `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: false });
    console.log("shot", name);
  }
  await context.close();
}
await browser.close();
