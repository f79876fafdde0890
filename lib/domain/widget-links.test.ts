import { linksToWholeWindow } from './widget-links';

describe('linksToWholeWindow (a post body in its widget)', () => {
  it('opens the app’s own links in the whole window, not in the host’s frame', () => {
    // As renderMarkdown gives the demo post's links ("Glücksrad", "häufigen Fragen").
    const html =
      '<li><strong>Spielen:</strong> Dreh einmal am Tag am <a href="/me/challenges">Glücksrad</a>.</li>\n<p>… in den <a href="/me/faq#wie-sammle-ich-raeppli">häufigen Fragen</a>.</p>';
    expect(linksToWholeWindow(html)).toBe(
      '<li><strong>Spielen:</strong> Dreh einmal am Tag am <a href="/me/challenges" target="_top">Glücksrad</a>.</li>\n<p>… in den <a href="/me/faq#wie-sammle-ich-raeppli" target="_top">häufigen Fragen</a>.</p>',
    );
  });

  it('keeps the target a link already has (another site opens beside the page)', () => {
    const external = '<a href="https://www.example.org/tafel" target="_blank" rel="noopener noreferrer nofollow">ihrer Website</a>';
    expect(linksToWholeWindow(external)).toBe(external);
  });

  it('reads attributes, not their values, and leaves other tags alone', () => {
    expect(linksToWholeWindow('<a href="/me/faq?target=x" title="kein target=hier">F</a>')).toBe(
      '<a href="/me/faq?target=x" title="kein target=hier" target="_top">F</a>',
    );
    expect(linksToWholeWindow('<a>leer</a><abbr>x</abbr><article></article>')).toBe('<a target="_top">leer</a><abbr>x</abbr><article></article>');
    expect(linksToWholeWindow('<p>Ohne Links.</p>')).toBe('<p>Ohne Links.</p>');
  });
});
