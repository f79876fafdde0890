// The global error page's texts. That page replaces the root layout, so the intl provider is gone,
// and Next loads its code with every page: importing messages/de.json there put the whole
// catalogue (33 KB gzipped) into every page's JavaScript (docs/benchmarks.md, "Lighthouse").
// So its three texts are copied here; fatal-texts.test.ts holds them equal to the catalogue's.

/** messages/de.json `app.currency`, `app.fatalError`, `app.reload`. */
export const FATAL_TEXTS = {
  currency: 'Räppli',
  fatalError: 'Ein unerwarteter Fehler ist aufgetreten',
  reload: 'Neu laden',
} as const;
