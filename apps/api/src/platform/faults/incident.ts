import type { FastifyBaseLogger } from 'fastify';

/**
 * One ongoing fault (the disk is full, the database does not answer) seen by many requests: the first
 * failure logs one error line, the next ones are only counted, and the first success afterwards logs one
 * line saying it is over and how many requests it refused. An outage of ten minutes under load is then two
 * lines in the log instead of thousands.
 */
export class Incident {
  private since: Date | null = null;
  private refused = 0;

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'info'>,
    private readonly name: string,
  ) {}

  get active(): boolean {
    return this.since !== null;
  }

  /** A request failed because of the fault: logged when it starts the incident, counted otherwise. */
  failed(err: unknown): void {
    this.refused += 1;
    if (this.since) return;
    this.since = new Date();
    this.log.error({ err, incident: this.name }, `${this.name}: incident started`);
  }

  /** Something worked again: ends the incident (one line), a no-op when there is none. */
  recovered(): void {
    if (!this.since) return;
    const seconds = Math.round((Date.now() - this.since.getTime()) / 1000);
    this.log.info({ incident: this.name, seconds, refused: this.refused }, `${this.name}: incident over`);
    this.since = null;
    this.refused = 0;
  }
}
