// Browser tests need the system Chromium (Playwright's own download does not work here). Install it from
// the OS packages when we can (root on Debian); otherwise stop with instructions. Never skip silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = () =>
  (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) ||
  existsSync('/usr/bin/chromium') ||
  existsSync('/usr/bin/chromium-browser');

export function ensureChromium() {
  if (has()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.info('Chromium no está instalado: instalándolo desde los paquetes del sistema (apt-get)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (has()) return;
  }
  console.error(
    'Las pruebas de navegador necesitan Chromium y no está instalado.\n' +
      'Instálalo con:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(o define CHROMIUM_PATH con la ruta de un Chromium instalado).',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
