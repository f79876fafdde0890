/** @jest-environment jsdom */
import { flushSync } from 'react-dom';
import { freshRoot } from '@/test/helpers/jsdom-root';
import { useAnchorJump } from './use-anchor-jump';

/** A section as the overview has it: its card carries the anchor's id, its lines come later. */
function Section({ loaded }: { loaded: boolean }) {
  useAnchorJump('statement', loaded);
  return <section id="statement">{loaded ? 'Zeilen' : 'lädt'}</section>;
}

const mount = freshRoot();
let jumps: { id: string; options: unknown }[];
beforeEach(() => {
  jumps = [];
  // jsdom lays nothing out and has no scrollIntoView: record the calls.
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    jumps.push({ id: this.id, options });
  };
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const render = (loaded: boolean) => flushSync(() => mount.root.render(<Section loaded={loaded} />));
/** The next frame has run (the jump waits for it). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** The page opened afresh at this address. */
function open(address: string) {
  mount.reopen();
  window.history.replaceState(null, '', address);
}

test('opened at the anchor: once the lines are there it jumps to the section again, at once', async () => {
  open('/me/overview#statement');
  render(false);
  await nextFrame();
  expect(jumps).toEqual([]);
  render(true);
  await nextFrame();
  expect(jumps).toEqual([{ id: 'statement', options: { block: 'start', behavior: 'instant' } }]);
});

test('only once: reloading the lines later (a "show more", a retry) leaves the page where it is', async () => {
  open('/me/overview#statement');
  render(false);
  render(true);
  await nextFrame();
  render(false);
  render(true);
  await nextFrame();
  expect(jumps).toHaveLength(1);
});

test('a reader who scrolled meanwhile stays where they are', async () => {
  for (const move of [new WheelEvent('wheel'), new TouchEvent('touchmove'), new KeyboardEvent('keydown', { key: 'PageUp' })]) {
    open('/me/overview#statement');
    render(false);
    document.body.dispatchEvent(move);
    render(true);
    await nextFrame();
  }
  expect(jumps).toEqual([]);
});

test('opened without that anchor (or at another one): no jump', async () => {
  for (const address of ['/me/overview#badges', '/me/overview']) {
    open(address);
    render(false);
    render(true);
    await nextFrame();
  }
  expect(jumps).toEqual([]);
});

test('the lines already there when the section mounts (from the cache): the jump is made at once', async () => {
  open('/me/overview#statement');
  render(true);
  await nextFrame();
  expect(jumps).toHaveLength(1);
});
