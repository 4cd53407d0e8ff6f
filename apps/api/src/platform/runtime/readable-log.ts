import type { DestinationStream } from 'pino';

/*
 * What a person at a terminal reads: `npm start` in a terminal prints one readable line per event instead of
 * pino's JSON (which a log pipeline still gets whenever the output is a file or a pipe). The fields follow
 * the message, one per line, so "listo en http://localhost:3000" and the demo accounts stand out.
 */

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** pino's own fields, already shown on the first line or of no use to a reader. */
const ownFields = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'v']);

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * One field: a list of records as a small table (the demo accounts), another list one item a line, an error
 * as its stack, anything else as `name: value`.
 */
function fieldLines(name: string, value: unknown): string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null)) {
    return [`  ${name}:`, ...value.map((item) => `    ${Object.values(item).map(valueText).join('  ')}`)];
  }
  if (Array.isArray(value)) return [`  ${name}:`, ...value.map((item) => `    ${valueText(item)}`)];
  if (name === 'err' && typeof value === 'object' && value !== null && 'stack' in value) {
    return [`  ${String((value as { stack: unknown }).stack)}`];
  }
  return [`  ${name}: ${valueText(value)}`];
}

/** A request's fields in one short tail: 'GET /api/v1/properties 200 12 ms'. */
function requestTail(entry: Record<string, unknown>): string {
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const time = typeof entry.responseTime === 'number' ? ` ${Math.round(entry.responseTime)} ms` : '';
  return [req?.method, req?.url, res?.statusCode].filter(Boolean).join(' ') + time;
}

/** The readable form of one JSON log line ('06:15:02 INFO  InmoPerú está listo en …' and its fields). */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now());
  const clock = time.toTimeString().slice(0, 8);
  const level = (levelNames[Number(entry.level)] ?? 'INFO').padEnd(5);
  const isRequest = 'req' in entry || 'res' in entry;
  const head = `${clock} ${level} ${valueText(entry.msg ?? '')}${isRequest ? ` ${requestTail(entry)}` : ''}`;
  const fields = Object.entries(entry).filter(
    ([name]) => !ownFields.has(name) && !(isRequest && ['req', 'res', 'responseTime'].includes(name)),
  );
  return [head, ...fields.flatMap(([name, value]) => fieldLines(name, value))].join('\n');
}

/** A pino destination writing the readable form of each line to `out` (the terminal). */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout): DestinationStream {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line) out.write(`${formatLogLine(line)}\n`);
    },
  };
}
