/** One message as a transport delivers it (read back from the outbox row). */
export interface DeliverableEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Extra headers (List-Unsubscribe...); absent for most messages. */
  headers?: Record<string, string> | null;
  createdAt: Date;
}

/** Where messages go: an SMTP server, or JSON files in `DATA_DIR/outbox` for a local setup. */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  /** Resolves once the message is accepted; rejects to have the sender retry it later. */
  send(message: DeliverableEmail): Promise<void>;
  close(): Promise<void>;
}

/** The links of a message's text, for the console of a local setup and for tests. */
export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
