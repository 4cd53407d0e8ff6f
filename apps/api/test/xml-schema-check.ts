import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Validates an XML document against an XML Schema with libxml2's own validator (`xmllint`, Debian's
 * libxml2-utils: `apt-get install -y libxml2-utils`, as .ci/run does). Returns xmllint's complaints, empty
 * when the document is valid. A missing xmllint fails the test: a feed must never pass unchecked.
 */
export function xmlSchemaErrors(xml: string, xsd: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-xsd-'));
  try {
    writeFileSync(path.join(dir, 'schema.xsd'), xsd);
    writeFileSync(path.join(dir, 'document.xml'), xml);
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', 'schema.xsd', 'document.xml'], {
      cwd: dir,
      stdio: 'pipe',
    });
    return '';
  } catch (err) {
    const failure = err as { code?: string; stderr?: Buffer };
    if (failure.code === 'ENOENT')
      throw new Error('xmllint no está instalado: apt-get install -y libxml2-utils');
    return failure.stderr?.toString() ?? String(err);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
