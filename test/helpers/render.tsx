// Client components mounted in jsdom as a page mounts them (tests with `@jest-environment jsdom`).
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts `node` in the document; `unmount` takes it away again. */
export async function render(node: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, unmount };
}

/** The trimmed texts of the elements `selector` finds. */
export const texts = (container: HTMLElement, selector: string) => [...container.querySelectorAll(selector)].map((e) => (e.textContent ?? '').trim());
