// Types of page-cache.cjs (plain JavaScript, since Next loads it by path).
declare class PageCache {
  get(key: string): Promise<{ value: unknown; lastModified: number; tags: string[] } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export = PageCache;
