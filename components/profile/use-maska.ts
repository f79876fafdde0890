'use client';
import { MaskInput } from 'maska';
import { useEffect, useRef, type RefObject } from 'react';
import type { MaskSpec } from '@/lib/domain/masks';

/**
 * maska on an input (docs/product.md §11.4): it rewrites what is typed and keeps the caret where the
 * reader is typing. It sets the input's value itself, which React's change tracking then takes as
 * its own (no onChange follows), so the masked value reaches the form through onMaska. `spec` must
 * be a stable object (lib/domain/masks.ts).
 */
export function useMaska(ref: RefObject<HTMLInputElement | null>, spec: MaskSpec | undefined, onValue: (value: string) => void) {
  const latest = useRef(onValue);
  useEffect(() => {
    latest.current = onValue;
  });
  useEffect(() => {
    const input = ref.current;
    if (!input || !spec) return;
    const mask = new MaskInput(input, { ...spec, onMaska: (detail) => latest.current(detail.masked) });
    return () => mask.destroy();
  }, [ref, spec]);
}
