// A React root in the document for each test of a jsdom test file (`@jest-environment jsdom`).
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Registers a fresh root before each test and takes it away after it; read `root` and `container`
 * inside the tests. `reopen()` starts a new root in the same place, as a page opened afresh.
 */
export function freshRoot() {
  const mount = {
    root: undefined as unknown as Root,
    container: undefined as unknown as HTMLElement,
    reopen() {
      flushSync(() => mount.root.unmount());
      mount.root = createRoot(mount.container);
    },
  };
  beforeEach(() => {
    mount.container = document.createElement('div');
    document.body.append(mount.container);
    mount.root = createRoot(mount.container);
  });
  afterEach(() => {
    flushSync(() => mount.root.unmount());
    mount.container.remove();
  });
  return mount;
}
