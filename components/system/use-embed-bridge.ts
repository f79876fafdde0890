'use client';
import { useEffect } from 'react';
import { hostOrigin, postToHost } from '@/lib/client/host-bridge';
import type { PublicConfig } from '@/lib/client/public-config';

/**
 * The child side of the one-tag embed (docs/embedding.md): framed by an allowed host, the page says
 * raeppli:ready and reports its content's height (raeppli:resize) on every change, so /embed.js keeps
 * the iframe exactly as tall. Not framed, or framed by any other origin: nothing is posted.
 */
export function useEmbedBridge(config: PublicConfig) {
  useEffect(() => {
    const allowed = config.allowed_message_origins;
    if (!hostOrigin(allowed)) return;
    postToHost({ type: 'raeppli:ready' }, allowed);
    let last = -1;
    const report = () => {
      // The body's own height: the content's, not the frame's (the frame follows it).
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      postToHost({ type: 'raeppli:resize', height }, allowed);
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, [config]);
}
