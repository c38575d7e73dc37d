// Headless Debian Chromium driven by puppeteer-core, on this machine only: no network, no
// sandbox (tests run as root), a fresh profile each time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import puppeteer from 'puppeteer-core';

export const CHROMIUM = process.env.KOSUMI_CHROMIUM ?? '/usr/bin/chromium';

export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'kosumi-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    // The headless flag is given below with the others, as Debian's Chromium takes it.
    headless: false,
    userDataDir: profile,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--window-size=1280,900'],
  });
  const close = async () => {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { browser, close };
}
