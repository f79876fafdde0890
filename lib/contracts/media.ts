import './zod-setup';
import { z } from 'zod';

// Pictures editors upload, and the signed preview links of a reward (docs/console.md, Pictures and
// Previews). Shared by the handlers, the API reference and the console's calls.

/** What the upload takes: PNG, JPEG or WebP (judged by the bytes), at most this many bytes. */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

// POST /api/console/media (multipart/form-data), for the reference: the one field `file`.
export const pictureUploadSchema = z.object({ file: z.string().meta({ format: 'binary', description: 'A PNG, JPEG or WebP picture, at most 2 MB.' }) });

export const mediaSchema = z.object({
  id: z.string(),
  /** Where the picture is served (GET /api/media/{id}); what a reward's image_url takes. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type Media = z.infer<typeof mediaSchema>;

// GET /api/media/{id}
export const mediaIdParamSchema = z.object({ id: z.uuid() });

// GET /api/console/rewards/{id}/preview
export const previewUrlsSchema = z.object({
  urls: z.object({ detail: z.string(), largecard: z.string(), smallcard: z.string() }),
  /** When the links stop working (one hour after they were made). */
  expires_at: z.string(),
});
export type PreviewUrls = z.infer<typeof previewUrlsSchema>;

// GET /api/console/specials/{id}/preview
export const specialPreviewUrlsSchema = z.object({
  urls: z.object({ special: z.string() }),
  /** When the link stops working (one hour after it was made). */
  expires_at: z.string(),
});
export type SpecialPreviewUrls = z.infer<typeof specialPreviewUrlsSchema>;

/** GET /api/media/{id}'s body, for the reference: the picture's bytes. */
export const pictureBytesSchema = z.string().meta({ format: 'binary' });
