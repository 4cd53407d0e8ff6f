/**
 * `npm run bench:photos`: the memory of the API process under a burst of photo uploads. Forks the server
 * (photo-burst-server.ts, its own process so the client's buffers are not counted), sends BURST_PHOTOS
 * (default 16) photos of just under 10 MB at the same moment, and prints the answers and the server's
 * resident memory before and at its peak. The target: a peak under 400 MB for 16 photos.
 */
import { fork } from 'node:child_process';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import sharp from 'sharp';
import type { BurstServerMessage } from './photo-burst-server.ts';

const count = Number(process.env.BURST_PHOTOS ?? 16);
const MB = 1024 * 1024;
const CSRF = 'photo-burst-csrf-token-0123456789';

/** A noisy camera-like JPEG as close under the 10 MB limit as one quality step gets. */
async function tenMegabytePhoto(): Promise<Buffer> {
  const noise = sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  for (let quality = 95; quality >= 50; quality -= 5) {
    const jpeg = await noise.clone().jpeg({ quality }).toBuffer();
    if (jpeg.length <= PropertyLimits.maxPhotoBytes) return jpeg;
  }
  throw new Error('could not make a photo under the limit');
}

const server = fork(new URL('./photo-burst-server.ts', import.meta.url), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  // As scripts/start.mjs runs the server (see the reason there).
  env: { MALLOC_ARENA_MAX: '2', ...process.env, NODE_ENV: 'production' },
});
const nextMessage = <T extends BurstServerMessage['type']>(type: T) =>
  new Promise<Extract<BurstServerMessage, { type: T }>>((resolve) => {
    const listener = (message: BurstServerMessage) => {
      if (message.type !== type) return;
      server.off('message', listener);
      resolve(message as Extract<BurstServerMessage, { type: T }>);
    };
    server.on('message', listener);
  });

const [ready, photo] = await Promise.all([nextMessage('ready'), tenMegabytePhoto()]);
console.log(`${count} photos of ${(photo.length / MB).toFixed(1)} MB (4000x3000 JPEG) sent at once`);

const started = performance.now();
const statuses = await Promise.all(
  Array.from({ length: count }, async (_, i) => {
    const form = new FormData();
    form.append('kind', 'photo');
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), `foto-${i}.jpg`);
    const res = await fetch(
      `http://127.0.0.1:${ready.port}/api/v1/properties/${ready.propertyId}/media_assets`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ready.token}`,
          cookie: `csrf_token=${CSRF}`,
          'x-csrf-token': CSRF,
        },
        body: form,
      },
    );
    await res.arrayBuffer();
    return res.status;
  }),
);
const seconds = (performance.now() - started) / 1000;

const reported = nextMessage('memory');
server.send({ type: 'report' });
const memory = await reported;
const tally = Object.entries(
  statuses.reduce<Record<number, number>>(
    (acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }),
    {},
  ),
)
  .map(([status, n]) => `${n} × ${status}`)
  .join(', ');
console.log(`answers: ${tally} in ${seconds.toFixed(1)} s`);
console.log(
  `server RSS: ${(memory.baselineRss / MB).toFixed(0)} MB before, ${(memory.peakRss / MB).toFixed(0)} MB at peak ` +
    `(+${((memory.peakRss - memory.baselineRss) / MB).toFixed(0)} MB)`,
);
