'use client';
import { useEffect } from 'react';
import { useAppRouter } from '@/lib/client/navigation';
import type { PublicConfig } from '@/lib/client/public-config';
import { isResetHome } from '@/lib/domain/messages';

/**
 * docs/product.md §6.4: a window message equal to the reset-to-home signal, or the embed's
 * `{type: 'raeppli:reset-home'}` (docs/embedding.md), from an allowed origin, goes to /me/rewards.
 */
export function useResetToHome(config: PublicConfig) {
  const router = useAppRouter();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const allowed = [window.location.origin, ...config.allowed_message_origins];
      if (isResetHome(event.origin, event.data, allowed, config.reset_to_home_signal)) router.push('/me/rewards');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [config, router]);
}
