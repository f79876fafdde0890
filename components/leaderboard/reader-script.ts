// /me/leaderboard's HTML is the same for every reader, but "Dein Platz" is as tall as a member's own
// range for a signed-in member and as the sign-in prompt for an anonymous one (PlaceSkeleton). This
// inline script, right after the board in the HTML, marks the page of a reader whose address has no
// SSO pair before the first paint and the page's JavaScript, so the skeleton that shows has the
// loaded size. The mark stays for the page's life; once hydrated, the board picks its skeleton itself.

/** Marks the script's parent `data-reader="anonymous"` when the address lacks `hash` or `token`. */
export const READER_SCRIPT = `try{var q=new URLSearchParams(location.search);if(!(q.get('hash')&&q.get('token')))document.currentScript.parentElement.setAttribute('data-reader','anonymous')}catch(e){}`;
