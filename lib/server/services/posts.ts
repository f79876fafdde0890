import 'server-only';
import { and, desc, eq, gt, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { PostDetail, PostList, PostListQuery, PostSummary } from '@/lib/contracts/posts';
import { validationText } from '@/lib/contracts/zod-de';
import type { Db } from '@/lib/server/db/client';
import { posts, rewards, specials } from '@/lib/server/db/schema';
import { renderMarkdown } from '@/lib/server/content/markdown';
import { ApiError } from '@/lib/server/errors';

// Posts as members read them (docs/posts-faq.md): published, not archived, and their publish time
// reached; newest first, paged by a cursor over (publish_at, id), so a page never repeats or skips
// a post when a new one appears in between.

type PostRow = typeof posts.$inferSelect;

const visible = (now: Date): SQL => and(eq(posts.published, true), isNull(posts.archivedAt), lte(posts.publishAt, now))!;

const summary = (r: PostRow): PostSummary => ({ id: r.id, title: r.title, teaser: r.teaser, image_url: r.imageUrl, publish_at: r.publishAt!.toISOString() });

/** The cursor after a post: its publish time and id (times are written from JS dates: milliseconds, as a Date holds them). */
export const encodeCursor = (r: PostRow) => Buffer.from(`${r.publishAt!.toISOString()}|${r.id}`).toString('base64url');

// Exactly what encodeCursor writes: a UTC time of toISOString (years 1970–9999) and a post's id.
const CURSOR = /^((?:19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([1-9]\d{0,15})$/;

function decodeCursor(cursor: string): { at: Date; id: number } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  const when = new Date(match?.[1] ?? '');
  const n = Number(match?.[2]);
  if (!match || Number.isNaN(when.getTime()) || !Number.isSafeInteger(n))
    throw new ApiError('VALIDATION_FAILED', [{ path: 'cursor', message: validationText.cursor }]);
  return { at: when, id: n };
}

/** GET /api/posts: a page of the posts members see, newest first. */
export async function listPosts(db: Db, query: PostListQuery, now = new Date()): Promise<PostList> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select()
    .from(posts)
    .where(and(visible(now), after ? or(lt(posts.publishAt, after.at), and(eq(posts.publishAt, after.at), lt(posts.id, after.id))) : undefined))
    .orderBy(desc(posts.publishAt), desc(posts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { items: page.map(summary), next_cursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null };
}

/** The posts of these ids that members may see, in the order given (a special's `posts` block names posts by id). */
export async function postsByIds(db: Db, ids: number[], now = new Date()): Promise<PostSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(posts)
    .where(and(inArray(posts.id, ids), visible(now)));
  return ids.flatMap((id) => rows.filter((r) => r.id === id).map(summary));
}

/** GET /api/posts/{id}: the post with its body as sanitised HTML; 404 unless members may see it. */
export async function postDetail(db: Db, id: number, now = new Date()): Promise<PostDetail> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), visible(now)));
  if (!row) throw new ApiError('POST_NOT_FOUND');
  return { ...summary(row), html: renderMarkdown(row.body), links: await resolveLinks(db, row.links, now) };
}

/** The post's links to rewards and specials members can open now, in the editor's order. */
async function resolveLinks(db: Db, links: PostRow['links'], now: Date): Promise<PostDetail['links']> {
  const rewardIds = links.flatMap((l) => (l.kind === 'reward' ? [l.id] : []));
  const slugs = links.flatMap((l) => (l.kind === 'special' ? [l.slug] : []));
  const [rewardRows, specialRows] = await Promise.all([
    rewardIds.length
      ? db
          .select({ id: rewards.id, title: rewards.title })
          .from(rewards)
          .where(and(inArray(rewards.id, rewardIds), eq(rewards.published, true), isNull(rewards.archivedAt)))
      : [],
    slugs.length
      ? db
          .select({ slug: specials.slug, title: specials.title })
          .from(specials)
          .where(
            and(
              inArray(specials.slug, slugs),
              eq(specials.published, true),
              isNull(specials.archivedAt),
              or(isNull(specials.endsAt), gt(specials.endsAt, now)),
            ),
          )
      : [],
  ]);
  return links.flatMap<PostDetail['links'][number]>((l) => {
    if (l.kind === 'reward') {
      const r = rewardRows.find((x) => x.id === l.id);
      return r ? [{ kind: 'reward', title: r.title, path: `/me/rewards/detail/${r.id}` }] : [];
    }
    const s = specialRows.find((x) => x.slug === l.slug);
    return s ? [{ kind: 'special', title: s.title, path: `/me/special/${s.slug}` }] : [];
  });
}

/** The console's check of a post's links: each names a reward or special that exists (not archived). */
export async function checkPostLinks(db: Db, links: PostRow['links']) {
  for (const [i, l] of links.entries()) {
    const found =
      l.kind === 'reward'
        ? await db
            .select({ id: rewards.id })
            .from(rewards)
            .where(and(eq(rewards.id, l.id), isNull(rewards.archivedAt)))
        : await db
            .select({ id: specials.id })
            .from(specials)
            .where(and(eq(specials.slug, l.slug), isNull(specials.archivedAt)));
    if (found.length === 0) throw new ApiError('VALIDATION_FAILED', [{ path: `links.${i}`, message: validationText.postLink }]);
  }
}
