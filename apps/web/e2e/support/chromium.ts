import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (p): p is string => Boolean(p),
);

/** Finds the system Chromium (the OS package); Playwright's own browser download does not work here. */
export function findChromium(): string | null {
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  try {
    return (
      execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
        encoding: 'utf8',
      }).trim() || null
    );
  } catch {
    return null;
  }
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
