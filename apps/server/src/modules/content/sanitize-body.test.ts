import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './sanitize-body.ts';

describe('sanitizeBody', () => {
  it('keeps headings, paragraphs, lists, emphasis and tables', () => {
    const html =
      '<h2>Başlık</h2><p><strong>Güçlü</strong> ve <em>eğik</em></p><ul><li>bir</li></ul>' +
      '<table><tbody><tr><td colspan="2">hücre</td></tr></tbody></table>';
    expect(sanitizeBody(html)).toBe(html);
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizeBody('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>');
  });

  it('strips event-handler and style attributes', () => {
    expect(sanitizeBody('<p onclick="x()" style="color:red" onmouseover="y()">a</p>')).toBe('<p>a</p>');
  });

  it('removes javascript: and data: links but keeps the text', () => {
    expect(sanitizeBody('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeBody('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeBody('<a href="data:text/html,hi">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('forces rel="noopener noreferrer" on links and allows only known targets', () => {
    expect(sanitizeBody('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeBody('<a href="/pages/1" target="evil">x</a>')).toBe(
      '<a href="/pages/1" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps same-origin images and removes any other image', () => {
    expect(sanitizeBody('<img src="/media/games/aviator.svg" alt="Aviator" />')).toBe(
      '<img src="/media/games/aviator.svg" alt="Aviator" />',
    );
    for (const src of [
      'https://evil.test/a.png',
      '//evil.test/a.png',
      '/\\evil.test/a.png',
      'data:image/png;base64,AA',
      'javascript:alert(1)',
    ]) {
      expect(sanitizeBody(`<p>a<img src="${src}" onerror="alert(1)"></p>`)).toBe('<p>a</p>');
    }
  });

  it('drops iframes, forms and svg', () => {
    expect(
      sanitizeBody('<iframe src="/x"></iframe><form><input></form><svg><script>1</script></svg><p>ok</p>'),
    ).toBe('<p>ok</p>');
  });
});
