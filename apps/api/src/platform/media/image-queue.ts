import { FaultError } from '../faults/fault-error.ts';

export const SERVER_BUSY_MESSAGE =
  'Hay muchas imágenes procesándose en este momento. Inténtalo de nuevo en unos segundos.';

/** 503 with Retry-After: shedding load is expected under a burst, so it is not logged per request. */
const serverBusy = () => new FaultError(503, 'server_busy', SERVER_BUSY_MESSAGE, 5);

/**
 * Runs at most `concurrency` image jobs at once; up to `maxWaiting` more wait their turn in order, and
 * past that a job is refused at once with `serverBusy()` rather than queued without bound. Decoding is what
 * costs memory (a 40 MP photo is ~120 MB of pixels), so this bound, not the number of requests, is what
 * keeps the process's memory flat under a burst of uploads.
 */
export class ImageQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Jobs running and waiting, for tests and logs. */
  get size(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw serverBusy();
      // The slot is handed over by the job that finishes (active stays the same).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/**
 * Property photo uploads (up to 10 MB each, buffered) received and processed at once: two bodies in memory,
 * sixteen more requests waiting with their bodies still unread in the socket (TCP holds them back, not this
 * process), then 503. features/properties/media/photo-upload-slot.ts uses it.
 */
export const photoUploadQueue = new ImageQueue(2, 16);

/**
 * The process's one queue around sharp (its thread pool and memory are per process too): two images
 * decoded at once, sixteen more waiting (16 photos arriving together are all processed), then 503.
 */
export const imageQueue = new ImageQueue(2, 16);
