'use client';

type NavigationApi = { canGoBack?: boolean };

/**
 * Whether the entry before this one in the tab's history is a page of ours, so that "back" stays in
 * the app. The Navigation API knows (its entries are this origin's only, client-side navigations
 * included); without it, a same-origin referrer and a history to go back in.
 */
export function cameFromOurPage(): boolean {
  const navigation = (window as unknown as { navigation?: NavigationApi }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  try {
    return Boolean(document.referrer) && new URL(document.referrer).origin === window.location.origin && window.history.length > 1;
  } catch {
    return false;
  }
}
