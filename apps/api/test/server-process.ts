import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether something accepts connections on the port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once the output contains the text (the test's timeout bounds the wait). */
  waitFor(text: string): Promise<void>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

let apiBuilt = false;

/** `npm start` serves apps/api/dist: compiled once per test file from the current sources (under a second). */
export function buildApiForProcesses(): void {
  if (apiBuilt) return;
  execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'pipe' });
  apiBuilt = true;
}

/**
 * Runs the app as an operator would, with the given environment: `npm start` itself, or its script
 * (scripts/start.mjs) directly, as a process manager may.
 */
export function startServerProcess(
  env: Record<string, string>,
  via: 'npm' | 'script' = 'script',
): ServerProcess {
  buildApiForProcesses();
  const [command, args] = via === 'npm' ? ['npm', ['start']] : [process.execPath, ['scripts/start.mjs']];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    async waitFor(text) {
      while (!output.includes(text)) {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    exited,
  };
}
