import { markdownText, renderMarkdown } from './markdown';

// docs/posts-faq.md, Rendering: what an editor writes can never run in a reader's browser.
describe('renderMarkdown', () => {
  const attack = [
    '# Titel',
    '',
    '<script>alert("script")</script>',
    '',
    '<img src="/x.png" onerror="alert(1)"> <p onclick="alert(2)">Klick</p>',
    '',
    '[Link](javascript:alert(3)) <a href="JaVaScRiPt:alert(4)">roh</a> <a href="java&#x09;script:alert(5)">kodiert</a>',
    '',
    '<iframe src="https://evil.example/"></iframe>',
    '',
    '![Bild](javascript:alert(6)) <img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '',
    '<style>body{display:none}</style><object data="x"></object><svg onload="alert(7)"></svg>',
    '<form action="https://evil.example"><input name="pw"></form>',
  ].join('\n');

  it('renders no script, event handler, javascript: link, frame, style or data: picture', () => {
    const html = renderMarkdown(attack);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/alert\("script"\)/);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/onerror|onclick|onload/i);
    expect(html).not.toMatch(/javascript/i);
    expect(html).not.toMatch(/<iframe|<object|<svg|<style|<form|<input/i);
    expect(html).not.toMatch(/data:/i);
    expect(html).not.toMatch(/style=/i);
    // What was harmless stays: the heading, the paragraph's text, the links' words.
    expect(html).toContain('<h2>Titel</h2>');
    expect(html).toContain('<p>Klick</p>');
    expect(html).toContain('roh');
  });

  it('keeps ordinary Markdown: headings, lists, links, emphasis, quotes, code', () => {
    const html = renderMarkdown(
      [
        '## Räppli sammeln',
        '',
        'Lies **täglich** und *gewinne*.',
        '',
        '- Artikel lesen',
        '- Quiz spielen',
        '',
        '1. eins',
        '2. zwei',
        '',
        '> Zitat',
        '',
        '[Prämien](/me/rewards) und [VN](https://www.vn.at)',
        '',
        '`Code`',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Räppli sammeln</h2>');
    expect(html).toContain('<strong>täglich</strong>');
    expect(html).toContain('<em>gewinne</em>');
    expect(html).toMatch(/<ul>\s*<li>Artikel lesen<\/li>\s*<li>Quiz spielen<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>eins<\/li>/);
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<a href="/me/rewards">Prämien</a>');
    expect(html).toContain('<a href="https://www.vn.at" target="_blank" rel="noopener noreferrer nofollow">VN</a>');
    expect(html).toContain('<code>Code</code>');
  });

  it('takes a title of one level below the page and no target or rel from the text', () => {
    expect(renderMarkdown('# Eins')).toBe('<h2>Eins</h2>');
    expect(renderMarkdown('<a href="/me/faq" target="_top" rel="opener">FAQ</a>')).toBe('<p><a href="/me/faq">FAQ</a></p>');
  });

  it('sets German quotation marks', () => {
    expect(renderMarkdown('Er sagte "Räppli" und \'los\'')).toBe('<p>Er sagte „Räppli“ und ‚los‘</p>');
  });

  it('keeps pictures over https and from our own paths only', () => {
    expect(renderMarkdown('![Bild](https://example.org/a.png)')).toContain('<img src="https://example.org/a.png" alt="Bild" />');
    expect(renderMarkdown('![Bild](/api/media/abc)')).toContain('src="/api/media/abc"');
    expect(renderMarkdown('![Bild](http://example.org/a.png)')).not.toContain('src=');
  });
});

describe('markdownText', () => {
  it('is the words without markup, for searching', () => {
    expect(markdownText('Lies **täglich** & [gewinne](/x) <script>x()</script>')).toBe('Lies täglich & gewinne');
  });
});
