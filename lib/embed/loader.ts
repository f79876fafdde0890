import { frameUrl, parseEmbedMessage, widgetPath } from '@/lib/domain/embed';
import { isSitePath } from '@/lib/domain/site-path';

// GET /embed.js (docs/embedding.md): turns every `<div data-raeppli-widget="…">` of the host page into
// an iframe of that widget, keeps its height equal to its content, opens the member's first popup
// with `data-raeppli-popups`, and re-emits our frames' messages as DOM events on the div. Bundled by
// scripts/build-server.mjs into dist/embed.js; no dependencies, it must stay ≤ 4 KiB gzip.

type Frame = { iframe: HTMLIFrameElement; host: HTMLElement; overlay: boolean };

const frames: Frame[] = [];
const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[src*="/embed.js"]');
// Our origin is where this script came from: the only origin whose messages count.
const origin = new URL(script?.src ?? location.href, location.href).origin;

function fire(host: HTMLElement, name: string, detail: unknown, cancelable = false): boolean {
  return host.dispatchEvent(new CustomEvent(`raeppli:${name}`, { detail, bubbles: true, cancelable }));
}

function frame(host: HTMLElement, src: string, overlay: boolean, title: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.src = src;
  iframe.title = title;
  iframe.setAttribute('scrolling', 'no');
  iframe.style.cssText = overlay
    ? 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:transparent'
    : `display:block;width:100%;border:0;overflow:hidden;height:${Number(host.dataset.height) || 150}px`;
  frames.push({ iframe, host, overlay });
  (overlay ? document.body : host).appendChild(iframe);
  return iframe;
}

function remove(f: Frame) {
  f.iframe.remove();
  frames.splice(frames.indexOf(f), 1);
}

/** The member's first unseen popup, in an overlay over the page. */
async function popups(host: HTMLElement, token: string, platform: string) {
  if (!token) return;
  try {
    const res = await fetch(`${origin}/api/notifications?collector_token=${encodeURIComponent(token)}`, { credentials: 'omit' });
    const first = res.ok ? ((await res.json()) as { items?: { href?: unknown; id?: unknown; kind?: unknown }[] }).items?.[0] : null;
    if (!first || !isSitePath(first.href)) return;
    frame(host, frameUrl(origin, first.href, token, platform), true, host.dataset.popupTitle || 'Räppli-Mitteilung');
    fire(host, 'popup', { id: first.id, kind: first.kind, href: first.href });
  } catch {
    // No popup then: the host page goes on as it was.
  }
}

function mount(host: HTMLElement) {
  if (host.dataset.raeppliMounted !== undefined) return;
  const path = widgetPath(host.dataset.raeppliWidget);
  if (!path) {
    host.dataset.raeppliError = 'widget';
    return;
  }
  host.dataset.raeppliMounted = '';
  const token = host.dataset.collectorToken ?? '';
  const platform = host.dataset.platform ?? 'web';
  frame(host, frameUrl(origin, path, token, platform), false, host.dataset.title || 'Räppli');
  if (host.dataset.raeppliPopups !== undefined) void popups(host, token, platform);
}

function scan(root: ParentNode = document) {
  root.querySelectorAll<HTMLElement>('[data-raeppli-widget]').forEach(mount);
}

addEventListener('message', (event: MessageEvent) => {
  // Only our own origin, and only one of our own frames; the message must have its exact shape.
  if (event.origin !== origin) return;
  const f = frames.find((x) => x.iframe.contentWindow === event.source);
  const message = f ? parseEmbedMessage(event.data) : null;
  if (!f || !message) return;
  const { host } = f;
  switch (message.type) {
    case 'raeppli:ready':
      if (!f.overlay) host.dataset.raeppliReady = '';
      fire(host, 'ready', { overlay: f.overlay });
      break;
    case 'raeppli:resize':
      if (!f.overlay) f.iframe.style.height = `${message.height}px`;
      break;
    case 'raeppli:close':
      if (f.overlay) remove(f);
      fire(host, 'close', { overlay: f.overlay });
      break;
    case 'raeppli:redeemed':
      fire(host, 'redeemed', { reward_id: message.reward_id, order_id: message.order_id });
      break;
    case 'raeppli:navigate': {
      const url = origin + message.href;
      if (f.overlay) remove(f);
      // The host opens its web view itself (preventDefault); else a new tab.
      if (fire(host, 'navigate', { href: message.href, url }, true)) window.open(url, '_blank', 'noopener');
    }
  }
});

/** Asks our frames (all, or those inside `root`) to go back to the start of the web view. */
function resetHome(root?: Element) {
  for (const f of frames) if (!root || root.contains(f.host)) f.iframe.contentWindow?.postMessage({ type: 'raeppli:reset-home' }, origin);
}

(window as unknown as { Raeppli: unknown }).Raeppli = { scan, resetHome };
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => scan());
else scan();
