'use client';
import { useEffect } from 'react';
import { vitalsPage, type VitalName } from '@/lib/domain/vitals';

/**
 * Real-user Web Vitals (docs/reliability.md, "Real-user Web Vitals"): for a sampled share of
 * visits, the `web-vitals` library (loaded after the page has loaded, only then) measures LCP, INP
 * and CLS; when the page is hidden they go to POST /api/vitals with the page's path pattern — no
 * token, no query, nothing about the member.
 */
export function useWebVitals(sampleRate: number) {
  useEffect(() => {
    if (!(sampleRate > 0) || Math.random() >= sampleRate || typeof navigator.sendBeacon !== 'function') return;
    const values = new Map<VitalName, number>();
    const page = vitalsPage(location.pathname);
    let cancelled = false;
    const send = () => {
      if (document.visibilityState !== 'hidden' || values.size === 0) return;
      const body = JSON.stringify({ page, metrics: [...values].map(([name, value]) => ({ name, value: Math.max(0, Math.round(value * 1000) / 1000) })) });
      navigator.sendBeacon('/api/vitals', new Blob([body], { type: 'application/json' }));
      // One report per page view: the values at the first time the page was hidden.
      document.removeEventListener('visibilitychange', send);
    };
    const start = () => {
      void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
        if (cancelled) return;
        const keep = (m: { name: string; value: number }) => values.set(m.name as VitalName, m.value);
        onLCP(keep);
        onINP(keep);
        onCLS(keep);
        // After the library's own listeners, so that a hidden page's final values are in first.
        document.addEventListener('visibilitychange', send);
        // Says this visit is measured (the e2e spec waits for it).
        document.documentElement.dataset.vitals = 'on';
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      document.removeEventListener('visibilitychange', send);
    };
  }, [sampleRate]);
}
