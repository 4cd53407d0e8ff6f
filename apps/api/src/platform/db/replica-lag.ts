/**
 * How far behind the primary a streaming replica is, in seconds, measured without writing anything.
 *
 * Each probe notes the primary's WAL position with the time it was read, then reads how far the replica has
 * replayed. The replica holds everything the primary had committed at the newest noted time whose position
 * it has reached: its lag is the time since then. An idle primary does not move, so a replica that has
 * caught up reads about 0 however long ago the last write was (pg_last_xact_replay_timestamp() would grow),
 * and a replica whose connection to the primary broke falls behind as soon as the primary writes (its own
 * received position would still look caught up). The precision is the probe interval.
 */
export class ReplicaLag {
  /** Oldest first; positions never decrease. */
  private samples: { at: number; lsn: bigint }[] = [];

  /** `keepMs`: samples older than this are dropped (a replica further behind reads as Infinity). */
  constructor(private readonly keepMs: number) {}

  /** The primary was at `lsn` (pg_current_wal_lsn()) at `at` (ms). */
  notePrimary(at: number, lsn: string): void {
    this.samples.push({ at, lsn: parseLsn(lsn) });
    while (this.samples.length > 1 && (this.samples[0]?.at ?? at) < at - this.keepMs) this.samples.shift();
  }

  /**
   * Seconds behind at `now` for a replica that has replayed up to `replayLsn` (pg_last_wal_replay_lsn()).
   * Infinity when it has not reached even the oldest position noted: how far behind is unknown (a replica
   * just started may be hours behind), so it counts as too far.
   */
  secondsBehind(now: number, replayLsn: string): number {
    const replayed = parseLsn(replayLsn);
    let caughtUpAt: number | undefined;
    for (const sample of this.samples) if (sample.lsn <= replayed) caughtUpAt = sample.at;
    return caughtUpAt === undefined ? Infinity : Math.max(0, (now - caughtUpAt) / 1000);
  }
}

/** PostgreSQL's pg_lsn text, two hexadecimal halves `X/Y`, as one number. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match?.[1] || !match[2]) throw new Error(`posición de WAL no válida: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}
