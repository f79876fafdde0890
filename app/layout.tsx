import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Providers } from '@/components/system/providers';
import { ClientMessages } from '@/i18n/client-messages';
import { locale } from '@/i18n/request';
import { intlWarmupScript } from '@/lib/client/intl-warmup';
import { getConfig, publicConfig } from '@/lib/config';
import { catalogue } from '@/lib/server/pages/catalogue';
import './globals.css';
import { InlineScript } from '@/components/system/inline-script';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  // A page's own title comes first (lib/server/pages/page-metadata.ts): «Prämien – Räppli».
  const pages = await getTranslations('pageTitles');
  return {
    title: { default: t('title'), template: pages('template') },
    description: t('description'),
    icons: { icon: '/raeppli.svg' },
    referrer: 'same-origin',
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c8102e' };

export default function RootLayout({ children }: { children: ReactNode }) {
  // data-scroll-behavior: Next turns the smooth scrolling off while it opens another page, so the page
  // opens at its top; jumps to an anchor stay smooth (docs/product.md §5.4).
  return (
    <html lang="de" data-scroll-behavior="smooth">
      <body>
        {/* Loads the browser's number and date data while the JavaScript downloads (lib/client/intl-warmup.ts). */}
        <InlineScript code={intlWarmupScript(locale, getConfig().TIMEZONE)} />
        {/* The frame's client components (navigation, balance, error pages); pages add their own. */}
        <ClientMessages namespaces={['app', 'header', 'nav', 'errorPage']}>
          <Providers config={{ ...publicConfig(getConfig()), build_id: catalogue().buildId }}>{children}</Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
