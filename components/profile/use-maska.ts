'use client';
import { MaskInput } from 'maska';
import { useEffect, type RefObject } from 'react';
import type { MaskSpec } from '@/lib/domain/masks';

/**
 * maska on an input (docs/product.md §11.4): it rewrites what is typed before React's onChange reads
 * it and keeps the caret where the reader is typing. `spec` must be a stable object (lib/domain/masks.ts).
 */
export function useMaska(ref: RefObject<HTMLInputElement | null>, spec: MaskSpec | undefined) {
  useEffect(() => {
    const input = ref.current;
    if (!input || !spec) return;
    const mask = new MaskInput(input, spec);
    return () => mask.destroy();
  }, [ref, spec]);
}
