// The running specials in the navigation (docs/product.md §7.3, "Specials"): `fetched` once the list
// has loaded, `failed` on an error or an empty list; either hides the specials' menu links.

export type SpecialsMenuInput<S> = { data: S[] | undefined; error: unknown };
export type SpecialsMenu<S> = { fetched: boolean; failed: boolean; links: S[] };

export function specialsMenu<S extends { menu_link: string | null }>({ data, error }: SpecialsMenuInput<S>): SpecialsMenu<S> {
  const fetched = data !== undefined || Boolean(error);
  const failed = Boolean(error) || (data !== undefined && data.length === 0);
  return { fetched, failed, links: failed || !data ? [] : data.filter((s) => Boolean(s.menu_link?.trim())) };
}
