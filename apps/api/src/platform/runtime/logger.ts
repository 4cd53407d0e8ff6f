import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config/env.ts';
import { serializeError } from './log-errors.ts';

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

export function createLogger(level: AppConfig['LOG_LEVEL'], stream?: DestinationStream) {
  return stream ? pino(loggerOptions(level), stream) : pino(loggerOptions(level));
}
