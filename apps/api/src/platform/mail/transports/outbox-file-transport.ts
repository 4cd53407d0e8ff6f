import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { extractLinks, type DeliverableEmail, type MailTransport } from './transport.ts';

/**
 * The default transport when no SMTP server is configured: each message becomes
 * `DATA_DIR/outbox/<ms>-<id>.json` (names sort by time) and its links are logged, so a person trying the
 * app, or a browser test, can follow a confirmation or reset link. The file is written under a temporary
 * name and renamed, so a reader never sees half a message.
 */
export function createOutboxFileTransport(outboxDir: string, log: FastifyBaseLogger): MailTransport {
  return {
    name: 'outbox',
    async send(message: DeliverableEmail) {
      await mkdir(outboxDir, { recursive: true });
      const fileName = `${Date.now()}-${message.id}.json`;
      const body = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
        created_at: message.createdAt.toISOString(),
      };
      const tmpPath = path.join(outboxDir, `.tmp-${fileName}`);
      await writeFile(tmpPath, `${JSON.stringify(body, null, 2)}\n`, 'utf8');
      await rename(tmpPath, path.join(outboxDir, fileName));
      log.info(
        { to: message.to, subject: message.subject, links: extractLinks(message.text), file: fileName },
        'correo guardado en el buzón local (sin SMTP_URL)',
      );
    },
    async close() {},
  };
}
