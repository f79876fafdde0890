import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '@/lib/server/db/client';
import { ssoUsers } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { pictureFormat } from '@/lib/server/console/media';
import { serverText } from '@/lib/server/texts';
import type { SsoUser } from './users';

// Avatars (docs/sso.md, Avatars): JPEG, PNG, WebP or GIF, judged by their bytes, decoded and
// written anew as a 256 × 256 WebP without metadata, named by the SHA-256 of what is stored — so
// its address never holds another picture and can be cached for a year.

export const AVATAR_SIZE = 256;
const MAX_INPUT_PIXELS = 40_000_000;

/** Where avatar files live: a folder under DATA_DIR today; an object store can implement it later. */
export type AvatarStore = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
};

/**
 * Files in `<dir>`, written atomically: a temporary file of its own per write (parallel uploads of
 * one picture never share one), then a rename. Keys are content-addressed (the bytes' SHA-256), so a
 * file that exists already holds these bytes, and writing it is done.
 */
export function folderStore(dir: string): AvatarStore {
  let ready: Promise<unknown> | null = null;
  return {
    async put(key, bytes) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const file = path.join(dir, key);
      if (
        await access(file).then(
          () => true,
          () => false,
        )
      )
        return;
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, file);
      } finally {
        await rm(temp, { force: true });
      }
    },
    async delete(key) {
      await rm(path.join(dir, key), { force: true });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(path.join(dir, key)));
      } catch {
        return null;
      }
    },
  };
}

export const avatarUrl = (key: string) => `/sso/avatars/${key}`;

/** The picture as our avatar, or UNSUPPORTED_IMAGE when the bytes do not decode as one we take. */
export async function avatarBytes(bytes: Uint8Array): Promise<Buffer> {
  const format = pictureFormat(bytes, { gif: true });
  if (!format) throw unsupportedAvatar();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    if ((await image.metadata()).format !== format) throw unsupportedAvatar();
    // rotate(): upright by its EXIF orientation before the metadata (camera, place) is dropped.
    return await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw unsupportedAvatar();
  }
}

/** UNSUPPORTED_IMAGE in the avatar's own words: it takes a GIF too, which reward pictures do not. */
export const unsupportedAvatar = () => new ApiError('UNSUPPORTED_IMAGE', undefined, serverText('sso.unsupportedImage'));

/** POST /sso/avatar: stores the new avatar and points the user at it. */
export async function setAvatar(db: Db, store: AvatarStore, user: SsoUser, upload: Uint8Array, now = new Date()) {
  const webp = await avatarBytes(upload);
  const key = `${createHash('sha256').update(webp).digest('hex')}.webp`;
  await store.put(key, webp);
  await db.update(ssoUsers).set({ avatarKey: key, updatedAt: now }).where(eq(ssoUsers.id, user.id));
  if (user.avatarKey !== key) await dropIfUnused(db, store, user.avatarKey);
  return { avatar_url: avatarUrl(key) };
}

/** Deletes an avatar's file once no user points at it (the same picture may be two users' avatar). */
export async function dropIfUnused(db: Db, store: AvatarStore, key: string | null) {
  if (!key) return;
  const [user] = await db.select({ id: ssoUsers.id }).from(ssoUsers).where(eq(ssoUsers.avatarKey, key)).limit(1);
  if (!user) await store.delete(key);
}

/** DELETE /sso/avatar: the user has none any more, and its file goes unless someone else has it. */
export async function removeAvatar(db: Db, store: AvatarStore, user: SsoUser, now = new Date()) {
  await db.update(ssoUsers).set({ avatarKey: null, updatedAt: now }).where(eq(ssoUsers.id, user.id));
  await dropIfUnused(db, store, user.avatarKey);
}
