/** @jest-environment jsdom */
import { CONTENT_RESOURCES } from '@/lib/contracts/console-content';
import messages from '@/messages/de.json';
import { render, texts } from '@/test/helpers/render';
import { ConsoleHome } from './console-home';

// The console's start page (docs/console.md, Content pages): «Inhalte» names every content kind.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de'));
jest.mock('@/lib/client/console-api', () => ({
  useConsoleMe: () => ({ data: { staff: { id: 1, email: 'redaktion@raeppli.example', name: 'Rita', role: 'editor' } } }),
}));

it('«Inhalte» names all the content kinds the console keeps, in their order', async () => {
  const { container, unmount } = await render(<ConsoleHome />);
  const tile = [...container.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/console/content')!;
  const about = tile.querySelector('span')!.textContent!;
  const titles = CONTENT_RESOURCES.map((r) => messages.console.content.resources[r].title);
  expect(titles).toHaveLength(12);
  expect(about).toBe(`${titles.slice(0, -1).join(', ')} und ${titles.at(-1)} pflegen.`);
  expect(about).toContain('Gutscheine, Beiträge, FAQ und Popups');
  expect(texts(container, 'a strong')).toEqual(['Prämien', 'Verlosungen', 'Inhalte', 'Ladezeiten']);
  unmount();
});
