import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Media } from '@/lib/contracts/media';
import type { Db } from '@/lib/server/db/client';
import { media } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { audit } from './audit';

// Pictures editors upload (docs/console.md, Pictures): only PNG, JPEG and WebP, judged by their
// bytes; each is decoded and written anew as WebP at most 1200 px wide — which proves it is a
// picture, drops its metadata (camera, place) and keeps pages light — then kept in the database.

export const MAX_PICTURE_WIDTH = 1200;
// A small file can still unpack to a huge picture: more pixels than this are refused, not decoded.
const MAX_INPUT_PIXELS = 40_000_000;

/** The picture format of these bytes by their signature, or null: PNG, JPEG and WebP (and GIF when asked: avatars). */
export function pictureFormat(bytes: Uint8Array, take: { gif?: boolean } = {}): 'png' | 'jpeg' | 'webp' | 'gif' | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (take.gif && bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(0, 6))) return 'gif';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export const mediaUrl = (id: string) => `/api/media/${id}`;

/** The picture re-encoded as WebP, or UNSUPPORTED_IMAGE when the bytes are no picture we take. */
async function reencode(bytes: Uint8Array) {
  const format = pictureFormat(bytes);
  if (!format) throw new ApiError('UNSUPPORTED_IMAGE');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // sharp tells the format by the bytes too: a file that only starts like a PNG is refused.
    if ((await image.metadata()).format !== format) throw new ApiError('UNSUPPORTED_IMAGE');
    // rotate(): turned upright by its EXIF orientation before the metadata goes.
    const { data, info } = await image
      .rotate()
      .resize({ width: MAX_PICTURE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('UNSUPPORTED_IMAGE');
  }
}

/** POST /api/console/media: stores an uploaded picture (audited) and says where it is served. */
export async function storePicture(db: Db, staffId: number, bytes: Uint8Array, name: string | null): Promise<Media> {
  const picture = await reencode(bytes);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(media).values({ id, contentType: 'image/webp', bytes: picture.data, width: picture.width, height: picture.height, staffId });
    await audit(tx, {
      staffId,
      action: 'media.upload',
      resource: 'media',
      resourceId: id,
      after: { name, bytes_uploaded: bytes.length, content_type: 'image/webp', bytes: picture.data.length, width: picture.width, height: picture.height },
    });
  });
  return { id, url: mediaUrl(id), width: picture.width, height: picture.height };
}

/** GET /api/media/{id}: the stored picture, or null. */
export async function readPicture(db: Db, id: string) {
  const [row] = await db.select({ contentType: media.contentType, bytes: media.bytes }).from(media).where(eq(media.id, id));
  return row ?? null;
}
