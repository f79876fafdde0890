import { getRequestConfig } from 'next-intl/server';
import { getConfig } from '../lib/config';
import { messages } from './compiled-messages';

// German only, no locale in URLs: every request renders `de` (docs/product.md §1.3). A static locale keeps
// page shells prerenderable.
export const locale = 'de';

export default getRequestConfig(async () => ({
  locale,
  messages,
  timeZone: getConfig().TIMEZONE,
}));
