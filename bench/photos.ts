/**
 * Photos: a cook's 12-megapixel phone photo made into the sizes Sous keeps (320, 640 and 1280 px wide
 * WebP), by processPhoto, the function the upload route runs. Two photos, made here with sharp so that
 * they compress as a photo does (smooth shapes under fine grain, JPEG quality 90, ~4 MB): one upright,
 * one taken sideways (EXIF orientation 6, turned upright by the processing). Then the same photo once
 * through the real upload route (POST /api/recipes/:id/photo on the real server: multipart read,
 * ownership check, processing, storage), end to end.
 *
 * Figures: p95 of processPhoto's wall time over PHOTO_BENCH_RUNS runs per photo (default 10, after 2
 * warm-up runs), min–max of the runs beside it; in the note the p50, the CPU time of a run (which other
 * work on the machine does not inflate as it does the wall time) and the load average. Target: p95 ≤ 1.5 s
 * on 2 cores.
 * `tsx bench/photos.ts` prints the table; `npm run bench -- photos` runs it as a section.
 */
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
// The benchmark drives the recipes module's internals directly, as its tests do.
import { processPhoto, PHOTO_WIDTHS } from '../backend/src/modules/recipes/recipe-photos';
import { signUp } from '../backend/src/testing/http-client';
import { startBenchServer } from './bench-server';
import { atMost, percentile, printFigures, summarize, type Figure } from './figures';

const RUNS = Number(process.env.PHOTO_BENCH_RUNS ?? 10);
const UPLOADS = Number(process.env.PHOTO_BENCH_UPLOADS ?? 3);
const WARM_UP = 2;
const WIDTH = 4000;
const HEIGHT = 3000;
const TARGET_MS = 1500;

/**
 * A 4000 × 3000 JPEG that compresses like a photo: coarse noise enlarged into smooth shapes and
 * gradients, with fine grain laid over it (pure noise would be three times the bytes of a photo, a
 * flat colour a few kilobytes).
 */
async function photoLikeJpeg(orientation?: number): Promise<Buffer> {
  const noise = (width: number, height: number, sigma: number) => ({
    width,
    height,
    channels: 3 as const,
    background: '#808080',
    noise: { type: 'gaussian' as const, mean: 128, sigma },
  });
  const shapes = await sharp({ create: noise(160, 120, 70) })
    .png()
    .toBuffer();
  const smooth = await sharp(shapes).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).png({ compressionLevel: 0 }).toBuffer();
  const photo = sharp(smooth)
    .composite([{ input: { create: noise(WIDTH, HEIGHT, 24) }, blend: 'soft-light' }])
    .jpeg({ quality: 90 });
  return (orientation ? photo.withMetadata({ orientation }) : photo).toBuffer();
}

/** Wall times of processPhoto over RUNS runs, and the CPU time a run took (libvips' threads included). */
async function timeProcessing(input: Buffer): Promise<{ samples: number[]; cpuMs: number }> {
  const once = async () => {
    const started = performance.now();
    const sizes = await processPhoto(input);
    if (sizes.length !== PHOTO_WIDTHS.length) throw new Error(`made ${sizes.length} sizes`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i += 1) await once();
  const samples: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < RUNS; i += 1) samples.push(await once());
  const { user, system } = process.cpuUsage(cpu);
  return { samples, cpuMs: (user + system) / 1000 / RUNS };
}

/** Wall times of POST /api/recipes/:id/photo with `input`, on the real server, after one warm-up upload. */
async function timeUploads(input: Buffer): Promise<number[]> {
  const server = await startBenchServer('photos');
  try {
    const { client } = await signUp(server.url);
    const created = await client.post('/api/recipes', {
      name: 'Photographed pie',
      ingredients: ['2 apples'],
      instructions: ['Bake.'],
    });
    if (created.status !== 201) throw new Error(`creating the recipe answered ${created.status}: ${created.text}`);
    const uploadOnce = async () => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(input)], { type: 'image/jpeg' }), 'photo.jpg');
      const started = performance.now();
      const response = await fetch(`${server.url}/api/recipes/${created.json.id}/photo`, {
        method: 'POST',
        headers: { cookie: client.cookieHeader, origin: server.url },
        body: form,
      });
      const body = await response.text();
      if (response.status !== 201) throw new Error(`the upload answered ${response.status}: ${body}`);
      return performance.now() - started;
    };
    await uploadOnce();
    const samples: number[] = [];
    for (let i = 0; i < UPLOADS; i += 1) samples.push(await uploadOnce());
    return samples;
  } finally {
    await server.close();
  }
}

export async function runPhotoBench(): Promise<Figure[]> {
  const photos = [
    { label: 'upright', input: await photoLikeJpeg() },
    { label: 'sideways (EXIF orientation 6)', input: await photoLikeJpeg(6) },
  ];
  const megabytes = (input: Buffer) => `${(input.length / 1024 / 1024).toFixed(1)} MB`;
  const figures: Figure[] = [];
  for (const { label, input } of photos) {
    const { samples, cpuMs } = await timeProcessing(input);
    const { min, max } = summarize(samples);
    figures.push({
      section: 'Photos',
      name: `12 MP JPEG, ${label} → ${PHOTO_WIDTHS.join('/')} px WebP, p95`,
      unit: 'ms',
      median: percentile(samples, 95),
      min,
      max,
      target: atMost(TARGET_MS),
      note:
        `p50 ${Math.round(percentile(samples, 50))} ms over ${RUNS} runs (min–max of the runs), CPU ${Math.round(cpuMs)} ms a run; ` +
        `${WIDTH}×${HEIGHT} JPEG of ${megabytes(input)}; libvips threads ${sharp.concurrency()}, load ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`,
    });
  }
  const uploads = await timeUploads(photos[0].input);
  figures.push({
    section: 'Photos',
    name: 'upload of the 12 MP photo through POST /api/recipes/:id/photo, end to end',
    unit: 'ms',
    ...summarize(uploads),
    note: `median of ${UPLOADS} uploads on the real server (multipart read, owner check, processing, local storage)`,
  });
  return figures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  printFigures(await runPhotoBench());
}
