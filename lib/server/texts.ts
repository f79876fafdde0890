import 'server-only';
import messages from '@/messages/de.json';

type Params = Record<string, string | number>;

/** Dotted keys of the catalogue whose value is a text, e.g. `statement.reasons.reward`. */
type TextKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : TextKey<T[K], `${P}${K}.`>;
}[keyof T & string];

/**
 * A German text the server answers with (an error's wording with its figures, a statement reason),
 * from the one catalogue messages/de.json, with its `{name}` placeholders filled in — so a text
 * change needs no code and no data migration. The server's texts use plain placeholders only.
 */
export function serverText(key: TextKey<typeof messages>, params: Params = {}): string {
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
