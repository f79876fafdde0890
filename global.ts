import type messages from './messages/de.json';

// A missing message key is a compile error (docs/conventions.md 9).
declare module 'next-intl' {
  interface AppConfig {
    Locale: 'de';
    Messages: typeof messages;
  }
}
