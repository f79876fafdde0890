'use client';
// QR codes read in the browser (docs/vouchers.md, The scanner): the platform's BarcodeDetector where
// it reads QR codes (Chrome on Android and macOS, Safari), else jsQR, shipped with the app and
// loaded only when needed — nothing is fetched from another origin.

type Detector = { detect: (source: CanvasImageSource | ImageBitmap) => Promise<{ rawValue: string }[]> };
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats: () => Promise<string[]> };

let native: Promise<Detector | null> | null = null;

/** The platform's QR reader, or null where there is none. */
function nativeDetector(): Promise<Detector | null> {
  native ??= (async () => {
    const Detector = (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return native;
}

/** Larger pictures are scaled down first: a QR code stays readable, and jsQR's work stays small. */
const MAX_SIDE = 1024;

/** The text of the first QR code in a video frame or a picture, or null. */
export async function decodeQr(source: HTMLVideoElement | ImageBitmap, canvas: HTMLCanvasElement = document.createElement('canvas')): Promise<string | null> {
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
  if (!width || !height) return null;
  const detector = await nativeDetector();
  if (detector) {
    try {
      const found = await detector.detect(source);
      if (found[0]?.rawValue) return found[0].rawValue;
      return null;
    } catch {
      // Some platforms list the format but fail on a source: read it with jsQR instead.
    }
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const { default: jsQR } = await import('jsqr');
  return jsQR(data, canvas.width, canvas.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** The QR code of a photo the member chose; null when the picture holds none (or is no picture). */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    return await decodeQr(bitmap);
  } finally {
    bitmap.close();
  }
}

/** Whether this browser can show a camera at all (a secure page with mediaDevices). */
export const cameraAvailable = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) && window.isSecureContext;
