import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../copy-text';

function field(value: string) {
  const input = document.createElement('textarea');
  input.value = value;
  document.body.append(input);
  return input;
}

describe('copying text', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('writes to the clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('<a href="x">y</a>')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('<a href="x">y</a>');
  });

  it('selects the text in its field when the clipboard is refused, and copies it there if the browser still can', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    const input = field('snippet');
    Object.defineProperty(document, 'execCommand', { configurable: true, value: vi.fn(() => true) });
    expect(await copyText('snippet', input)).toBe('copied');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 7]);
  });

  it("leaves the text selected for the user's own copy when nothing else works", async () => {
    vi.stubGlobal('navigator', {});
    const input = field('link');
    expect(await copyText('link', input)).toBe('selected');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 4]);
    expect(await copyText('link')).toBe('selected');
  });
});
