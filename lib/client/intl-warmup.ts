// The browser loads its number and date data the first time a page formats a number or a date: one
// piece each, 70–145 ms for numbers and up to 100 ms for dates under Lighthouse's 4× CPU slowdown
// (docs/benchmarks.md, "Profiled and cut"). Left alone, that happens in the render where the member's
// data arrives (the balance in the header), on top of that render. The HTML carries this small script
// instead: it formats one number and one date while the page's JavaScript is still downloading and
// the main thread waits anyway, each in an idle callback of its own (docs/architecture.md, "Pages").
// Browsers without requestIdleCallback skip it.

/** The inline script (no module code: it runs before the bundle), for the app's locale and time zone. */
export function intlWarmupScript(locale: string, timeZone: string): string {
  const args = JSON.stringify([locale, timeZone]).replace(/</g, '\\u003c');
  return `(function(){var w=window.requestIdleCallback,a=${args};if(!w)return;w(function(){try{new Intl.NumberFormat(a[0]).format(1)}catch(e){}w(function(){try{new Intl.DateTimeFormat(a[0],{timeZone:a[1]}).format(0)}catch(e){}})})})();`;
}
