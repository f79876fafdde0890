// The navigation is a row that scrolls sideways; a section far to its right (Freunde, Profil, FAQ, a
// special) would open with its own tab out of sight. This brings the current tab into the row's
// visible part, centred, by setting the row's scrollLeft: no animation, and never scrollIntoView,
// which would also scroll the page, or the host's page around an iframe, up or down.

/**
 * Centres the row's current tab (`aria-current="page"`) when any of it is hidden; the row's
 * `scroll-padding` marks the edges it keeps clear (the fade at its right end). Self-contained: it
 * also runs as the inline script below, so it uses nothing from outside its body.
 */
export function revealCurrentTab(row: HTMLElement | null): void {
  const tab = row?.querySelector('[aria-current="page"]');
  if (!row || !tab) return;
  const style = getComputedStyle(row);
  const box = row.getBoundingClientRect();
  const start = box.left + (parseFloat(style.scrollPaddingLeft) || 0);
  const end = box.right - (parseFloat(style.scrollPaddingRight) || 0);
  const t = tab.getBoundingClientRect();
  if (t.left >= start - 0.5 && t.right <= end + 0.5) return;
  row.scrollLeft += t.left + t.width / 2 - (start + end) / 2;
}

/**
 * The inline script after the navigation's HTML (AppNav marks the row `data-tab-row`): it runs as
 * soon as the row is parsed, before the first paint and the page's JavaScript.
 */
export const CURRENT_TAB_SCRIPT = `try{(${revealCurrentTab.toString()})(document.querySelector('[data-tab-row]'))}catch(e){}`;
