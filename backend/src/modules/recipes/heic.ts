import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A decoded picture: 8-bit RGBA, row after row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Buffer;
}

/** Why a HEIC photo could not be decoded; `tooLarge` when it has more pixels than allowed. */
export class HeicError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/**
 * The decoding thread. heic-decode runs libheif (with libde265 for HEVC) compiled to WebAssembly,
 * synchronously: a 12-megapixel photo keeps a thread busy for seconds, which must not be the web
 * process's event loop. It reads the image's size from the header first and decodes only a picture
 * within `maxPixels`.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// libheif says why a decode failed only on the console ("Decoding image failed", the handle, the
// error), and heic-decode then rejects with "HEIF processing error": the reason is kept from there.
let reason;
console.log = console.error = (...args) => {
  const detail = args.find((arg) => arg && typeof arg.message === 'string');
  if (detail) reason = detail.message.trim();
};
const decode = require(workerData.decoder);
(async () => {
  let images;
  try {
    images = await decode.all({ buffer: workerData.input });
    const [image] = images;
    if (image.width * image.height > workerData.maxPixels) {
      parentPort.postMessage({ error: image.width + ' × ' + image.height + ' pixels', tooLarge: true });
      return;
    }
    const { width, height, data } = await image.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ error: reason || String((error && error.message) || error) });
  } finally {
    if (images) images.dispose();
  }
})();
`;

const decoderPath = createRequire(import.meta.url).resolve('heic-decode');

/** Decodes a HEIC (HEVC-coded HEIF) photo to RGBA, its rotation and mirroring applied, in a thread of its own. */
export function decodeHeic(input: Buffer, maxPixels: number): Promise<RgbaImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { input, maxPixels, decoder: decoderPath },
    });
    worker.once('message', (message: { error?: string; tooLarge?: boolean } & Partial<RgbaImage>) => {
      void worker.terminate();
      if (message.error !== undefined || !message.data) {
        reject(new HeicError(message.error ?? 'no picture', message.tooLarge));
        return;
      }
      const data = Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength);
      resolve({ width: message.width!, height: message.height!, data });
    });
    worker.once('error', (error) => reject(new HeicError(error.message)));
    worker.once('exit', (code) => reject(new HeicError(`the decoder stopped (${code})`)));
  });
}
