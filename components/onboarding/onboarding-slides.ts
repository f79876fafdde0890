// The welcome slideshow: what Räppli is, in four steps (title and text keys in messages/de.json `onboarding`).
export const ONBOARDING_SLIDES = [
  { key: 'collect', image: '/raeppli.svg' },
  { key: 'redeem', image: '/rewards/kaffee.svg' },
  { key: 'level', image: '/badges/erster-artikel.svg' },
  { key: 'daily', image: '/badges/wochenserie.svg' },
] as const;
