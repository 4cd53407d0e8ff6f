import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config/env.ts';
import { serializeError } from './log-errors.ts';
import { readableLogStream } from './readable-log.ts';

/**
 * The options of the one JSON logger: the server's start-up lines, every request's lines and the background
 * jobs' all share it, so an operator's log pipeline parses one format. Credentials never reach it.
 */
export function loggerOptions(level: AppConfig['LOG_LEVEL']): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]'],
    serializers: { err: serializeError },
  };
}

/** Where the server's lines go: the process's standard output, or another stream (tests). */
type LogOutput = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * The server's logger: JSON lines, or readable ones when the output is a terminal (a person ran `npm start`;
 * a supervisor or a log pipeline never writes to one, so production keeps JSON).
 */
export function createLogger(level: AppConfig['LOG_LEVEL'], out: LogOutput = process.stdout) {
  if (out.isTTY === true) return pino(loggerOptions(level), readableLogStream(out));
  return out === process.stdout
    ? pino(loggerOptions(level))
    : pino(loggerOptions(level), out as DestinationStream);
}
