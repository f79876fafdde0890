import { renderMarkdown } from '@/lib/server/content/markdown';
import { linksToWholeWindow } from '@/lib/domain/widget-links';

// The post widget's body: the server's sanitised HTML, with every link opening the whole window.
const anchors = (html: string) => [...html.matchAll(/<a\s[^>]*>/g)].map((m) => m[0]);

describe('the post widget’s body links', () => {
  it('every link of a rendered post leaves the host’s frame: app links for the whole window, other sites beside it', () => {
    const html = linksToWholeWindow(
      renderMarkdown(
        'Dreh am [Glücksrad](/me/challenges) und lies die [häufigen Fragen](/me/faq#wie-sammle-ich-raeppli).\n\n' +
          'Mehr auf [ihrer Website](https://www.example.org/tafel) oder <a href="/me/rewards" target="_self" title="target=x">im Shop</a>.',
      ),
    );
    expect(anchors(html)).toEqual([
      '<a href="/me/challenges" target="_top">',
      '<a href="/me/faq#wie-sammle-ich-raeppli" target="_top">',
      '<a href="https://www.example.org/tafel" target="_blank" rel="noopener noreferrer nofollow">',
      // A target written in the text never survives the sanitiser; the widget sets its own.
      '<a href="/me/rewards" title="target=x" target="_top">',
    ]);
  });
});
