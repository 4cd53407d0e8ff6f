import { Writable } from 'node:stream';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/**
 * A logger option for buildApp that keeps every line in memory, so a test can assert what an operator
 * would read (one line per incident, never a secret).
 */
export function captureLogs(level = 'info') {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  return {
    logger: { level, stream },
    lines,
    /** The lines whose message is exactly `msg`. */
    withMessage: (msg: string) => lines.filter((line) => line.msg === msg),
  };
}
