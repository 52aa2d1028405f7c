import { describe, expect, it } from 'vitest';
import { nestHeadings } from '../nest-headings';

describe('the headings of a version’s text', () => {
  it('move under the screen’s heading by the levels asked, h6 at most', () => {
    expect(nestHeadings('<h1>Terms</h1><h2 id="pay">Pay</h2><p>x</p><h3>a</h3><h5>b</h5>', 3)).toBe(
      '<h4>Terms</h4><h5 id="pay">Pay</h5><p>x</p><h6>a</h6><h6>b</h6>',
    );
    expect(nestHeadings('<h1>Terms</h1><h2>Pay</h2>', 1)).toBe('<h2>Terms</h2><h3>Pay</h3>');
  });

  it('leave escaped markup, other tags and text alone', () => {
    const html = '<p>&lt;h1&gt;not a heading&lt;/h1&gt; <a href="https://h1.example">h1</a></p><hr>';
    expect(nestHeadings(html, 2)).toBe(html);
  });
});
