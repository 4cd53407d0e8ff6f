import { describe, expect, it } from 'vitest';
import { parseLsn, ReplicaLag } from './replica-lag.ts';

describe('a replica’s lag from WAL positions', () => {
  it('reads about 0 for a caught-up replica, however long the primary has been idle', () => {
    const lag = new ReplicaLag(60_000);
    lag.notePrimary(0, '0/7000060');
    lag.notePrimary(30_000, '0/7000060');
    expect(lag.secondsBehind(30_010, '0/7000060')).toBeCloseTo(0.01);
  });

  it('counts from the newest position the replica has reached', () => {
    const lag = new ReplicaLag(60_000);
    lag.notePrimary(0, '0/100');
    lag.notePrimary(1000, '0/200');
    lag.notePrimary(2000, '0/300');
    lag.notePrimary(3000, '1/0');
    expect(lag.secondsBehind(3500, '0/250')).toBe(2.5);
    expect(lag.secondsBehind(3500, '0/FFFFFFFF')).toBe(1.5);
  });

  it('is unknown (Infinity) for a replica behind every position kept', () => {
    const lag = new ReplicaLag(5000);
    lag.notePrimary(0, '0/100');
    lag.notePrimary(10_000, '0/200');
    expect(lag.secondsBehind(10_000, '0/150')).toBe(Infinity);
  });

  it('reads PostgreSQL’s pg_lsn text', () => {
    expect(parseLsn('1/0')).toBe(2n ** 32n);
    expect(parseLsn('0/7000060')).toBe(0x7000060n);
    expect(() => parseLsn('7000060')).toThrow();
  });
});
