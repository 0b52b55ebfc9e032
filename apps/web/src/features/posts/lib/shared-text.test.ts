import { describe, expect, it } from 'vitest';
import { sharedText } from './shared-text';

describe('the text of a post shared into Ladder from another app', () => {
  it('puts the title, the text and the link on their own lines', () => {
    expect(sharedText({ title: 'Roadmap', text: 'Worth a read', url: 'https://example.com/a' })).toBe(
      'Roadmap\nWorth a read\nhttps://example.com/a',
    );
  });

  it('says nothing twice: a link already in the text, a title the text repeats', () => {
    expect(sharedText({ title: 'Roadmap', text: 'Roadmap: https://example.com/a', url: 'https://example.com/a' })).toBe(
      'Roadmap: https://example.com/a',
    );
    expect(sharedText({ text: 'Đọc cái này https://example.com/b', url: 'https://example.com/b' })).toBe(
      'Đọc cái này https://example.com/b',
    );
  });

  it('leaves out what is missing or blank', () => {
    expect(sharedText({ title: '  ', text: null, url: 'https://example.com/c' })).toBe('https://example.com/c');
    expect(sharedText({})).toBe('');
  });
});
