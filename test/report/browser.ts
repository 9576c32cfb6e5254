import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";

const REPO = resolve(import.meta.dirname, "../..");

/** Where browser tests write screenshots and pages for review (git-ignored). */
export const TEST_OUTPUT = join(REPO, "test-output");

/** Debian's chromium: installed by scripts/install-chromium.sh when missing (apt, as root). */
function chromiumPath(): string {
  const path = "/usr/bin/chromium";
  if (!existsSync(path))
    execFileSync("bash", [join(REPO, "scripts/install-chromium.sh")], { stdio: "inherit" });
  return path;
}

/** Flags that keep a headless chromium off the network and quiet on a closed machine. */
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

/** Starts headless chromium; the caller closes it. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: FLAGS, headless: true });
}

/** What a page did while loading: console errors, uncaught errors and every request it made. */
export interface PageWatch {
  readonly errors: string[];
  readonly requests: string[];
}

/**
 * Opens `file` (an absolute path) in a new page, recording console errors, page errors and every
 * request other than the file itself.
 */
export async function openReport(
  browser: Browser,
  file: string,
): Promise<{ page: Page; watch: PageWatch }> {
  const page = await browser.newPage({
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  const watch: PageWatch = { errors: [], requests: [] };
  const self = `file://${file}`;
  page.on("console", (m) => {
    if (m.type() === "error") watch.errors.push(m.text());
  });
  page.on("pageerror", (e) => watch.errors.push(String(e)));
  page.on("request", (r) => {
    if (r.url() !== self) watch.requests.push(r.url());
  });
  await page.goto(self);
  return { page, watch };
}

/** Writes a screenshot (the whole page, or the viewport) under test-output/ for review. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(TEST_OUTPUT, { recursive: true });
  const path = join(TEST_OUTPUT, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}
