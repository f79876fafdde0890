// next-intl's useTranslations over messages/de.json, for jsdom tests of what a page says: next-intl
// ships ESM only, which this project's Jest cannot load. Plain texts and {name} arguments only
// (a plural stays as written). Use: jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de')).
import messages from '@/messages/de.json';

const at = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);

export function useTranslations(namespace?: string) {
  return (key: string, values: Record<string, unknown> = {}) => {
    const path = namespace ? `${namespace}.${key}` : key;
    const text = at(path);
    if (typeof text !== 'string') throw new Error(`messages/de.json has no text ${path}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
