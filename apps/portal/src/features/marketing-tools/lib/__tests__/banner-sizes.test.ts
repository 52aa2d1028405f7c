import { describe, expect, it } from 'vitest';
import { onlySize, sizeLabel, sizeOptions } from '../banner-sizes';

describe('size options from a catalogue banner sizes string', () => {
  it('lists the sizes in the catalogue order, each once, with readable labels', () => {
    expect(sizeOptions('300x250,728x90, 160x600,300x250')).toEqual([
      { value: '300x250', label: '300 × 250' },
      { value: '728x90', label: '728 × 90' },
      { value: '160x600', label: '160 × 600' },
    ]);
  });

  it('skips empty entries and names a text link', () => {
    expect(sizeOptions(' ,text, ')).toEqual([{ value: 'text', label: 'Text link' }]);
    expect(sizeOptions('')).toEqual([]);
    expect(sizeLabel('text')).toBe('Text link');
    expect(sizeLabel('468x60')).toBe('468 × 60');
  });

  it('picks the size only when the banner has one', () => {
    expect(onlySize('300x250')).toBe('300x250');
    expect(onlySize('300x250,300x250')).toBe('300x250');
    expect(onlySize('300x250,728x90')).toBe('');
    expect(onlySize('')).toBe('');
  });
});
