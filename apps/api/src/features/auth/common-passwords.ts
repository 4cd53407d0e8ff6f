import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../../platform/config/api-root.ts';

// Found from the package folder: the bundled build (dist/) reads the same file as the sources.
const listUrl = path.join(API_ROOT, 'src/features/auth/data/common-passwords.txt');
let commonPasswords: Set<string> | undefined;

/** Read on first use (not at import) so processes that never set a password do not pay for it. */
function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const lines = readFileSync(listUrl, 'utf8').split(/\r?\n/);
    commonPasswords = new Set(lines.filter((line) => line !== '' && !line.startsWith('#')));
  }
  return commonPasswords;
}

/** True when the password (compared in lowercase, as the list is) is among the 10,000 most common. */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}
