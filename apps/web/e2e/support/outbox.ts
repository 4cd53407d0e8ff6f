import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, when the message has some (List-Unsubscribe on saved-search alerts). */
  headers?: Record<string, string>;
}

/** The messages the server wrote to DATA_DIR/outbox (the default mail transport), oldest first. */
export function readOutbox(): OutboxMessage[] {
  const dir = path.join(inject('dataDir'), 'outbox');
  let files: string[] = [];
  try {
    // The transport writes '.tmp-*' files and renames them when complete: read only finished messages.
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
  const messages: OutboxMessage[] = [];
  for (const f of files) {
    try {
      messages.push(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage);
    } catch {
      // renamed or removed between the listing and the read: it shows up on the next poll
    }
  }
  return messages;
}

/** Waits for the newest message to an address and returns the first link in it matching `pattern`. */
export async function waitForLink(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = readOutbox()
      .filter((m) => m.to.toLowerCase() === to.toLowerCase())
      .reverse();
    for (const message of messages) {
      const link = message.text.match(pattern)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} with a link matching ${pattern}`);
}
