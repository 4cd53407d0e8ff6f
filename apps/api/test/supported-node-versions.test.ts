import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

/** The first release of each Node line the project supports (CI runs 20 and 24). */
const SUPPORTED = ['20.19.0', '22.13.0', '24.0.0'];

interface LockEntry {
  version?: string;
  engines?: { node?: string };
}

describe('supported Node versions', () => {
  it('package.json engines admits each supported line from its first release, and nothing older', () => {
    const { engines } = readJson('package.json') as { engines: { node: string } };
    for (const version of SUPPORTED) expect(semver.satisfies(version, engines.node), version).toBe(true);
    for (const version of ['18.20.0', '20.18.0', '22.12.0'])
      expect(semver.satisfies(version, engines.node), version).toBe(false);
  });

  it('the README names them where it says how to install', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('npm install    # Node 20.19+, 22.13+ or 24+, and npm 11');
  });

  // What `npm install` checks: a package whose engines leave out a supported Node prints EBADENGINE there.
  it('every installed package accepts each supported line, so a fresh install prints no engine warning', () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };
    const refused: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      const range = entry.engines?.node;
      // Packages for other platforms (optional, never installed here) are not checked.
      if (!where || !range || !existsSync(path.join(root, where, 'package.json'))) continue;
      for (const version of SUPPORTED) {
        if (!semver.satisfies(version, range))
          refused.push(`${where}@${entry.version} (${range}) on ${version}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
