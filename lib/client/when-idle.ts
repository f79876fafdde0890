// The longest a task waits for an idle moment before it runs anyway.
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` in the browser's next idle moment (or after IDLE_TIMEOUT_MS at the latest; a browser
 * without requestIdleCallback runs it in a task of its own); returns the cancel.
 */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
