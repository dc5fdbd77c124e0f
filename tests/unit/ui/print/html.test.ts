// The `html` tag that builds the print window's document (DESIGN section 9): every value is text unless
// it is a fragment made by `html` itself or marked with `raw()`; control characters never get through.
import { describe, expect, it } from 'vitest';
import { escapeText, html, raw, type HtmlValue } from '../../../../src/ui/lib/print/html';

describe('html tag', () => {
  it('escapes the five HTML special characters in every value', () => {
    const value = `<a href="x" title='y'>&</a>`;
    expect(escapeText(value)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(String(html`<p title="${value}">${value}</p>`)).toBe(
      '<p title="&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;">&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;</p>',
    );
  });

  it('keeps the literal parts of the template as markup and writes numbers as text', () => {
    expect(String(html`<p class="n">${2} x ${0}</p>`)).toBe('<p class="n">2 x 0</p>');
  });

  it('escapes entities once more, so text that looks escaped still reads as written', () => {
    expect(String(html`<p>${'&lt;b&gt; &amp; &#39;'}</p>`)).toBe('<p>&amp;lt;b&amp;gt; &amp;amp; &amp;#39;</p>');
  });

  it('nests fragments and lists of fragments as markup, their values still escaped', () => {
    const items = ['<b>', 'ok'].map((item) => html`<li>${item}</li>`);
    expect(String(html`<ul>${items}</ul>`)).toBe('<ul><li>&lt;b&gt;</li><li>ok</li></ul>');
    expect(String(html`<div>${[html`<i>${'<'}</i>`, ['x', html`<br>`]]}</div>`)).toBe('<div><i>&lt;</i>x<br></div>');
  });

  it('leaves nothing for false, null and undefined (conditional parts)', () => {
    const values: HtmlValue[] = [false, null, undefined];
    expect(String(html`<p>${values[0]}${values[1]}${values[2]}</p>`)).toBe('<p></p>');
    const asap = false;
    expect(String(html`<p>${asap && html`<b>snel</b>`}</p>`)).toBe('<p></p>');
  });

  it('takes markup as it is only when marked with raw()', () => {
    const markup = '<b>vet</b>';
    expect(String(html`<p>${markup}</p>`)).toBe('<p>&lt;b&gt;vet&lt;/b&gt;</p>');
    expect(String(html`<p>${raw(markup)}</p>`)).toBe('<p><b>vet</b></p>');
  });

  it('does not take an object that only looks like a fragment as markup', () => {
    const fake = { toString: () => '<script>alert(1)</script>' } as unknown as HtmlValue;
    expect(String(html`<p>${fake}</p>`)).not.toContain('<script>');
  });

  it('strips control characters from text, keeping tab and line feed', () => {
    const text = 'a\u0000b\u0007c\u001b[1md\re\u007ff\u0085g\u009fh\ti\nj';
    expect(escapeText(text)).toBe('abc[1mdefgh\ti\nj');
    expect(String(html`<p>${text}</p>`)).toBe('<p>abc[1mdefgh\ti\nj</p>');
    expect(escapeText('Crème brûlée – €2 🍟')).toBe('Crème brûlée – €2 🍟');
  });
});
