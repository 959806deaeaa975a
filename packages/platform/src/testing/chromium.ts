/**
 * The browser the tests of pages for people load them in (siv's screen pages, the validation
 * reports' HTML): Debian's Chromium (`/usr/bin/chromium`) unless CHROMIUM_PATH names another,
 * driven by playwright-core, on a fresh profile directory each run.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A headless Chromium, or an error saying how to install one. */
export async function launchChromium(): Promise<TestBrowser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `The page tests drive Chromium, not found at ${CHROMIUM}: install it ` +
        '(`apt-get install chromium` on Debian or Ubuntu; .ci/run does) or name it in CHROMIUM_PATH.',
    );
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'test-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
