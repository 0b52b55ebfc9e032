import { describe, expect, it } from 'vitest';
import { translateWith } from './texts';

const en = {
  post: { likes_one: '{{count}} like', likes_other: '{{count}} likes', title: 'Post' },
  only_en: 'Only here',
};
const vi = { post: { likes_one: '{{count}} lượt thích', likes_other: '{{count}} lượt thích', title: 'Bài viết' } };
const inVi = [
  { language: 'vi', catalog: vi },
  { language: 'en', catalog: en },
] as const;

describe('translateWith', () => {
  it('picks the plural form by the language’s rules', () => {
    expect(translateWith([{ language: 'en', catalog: en }], 'post.likes', { count: 1 })).toBe('1 like');
    expect(translateWith([{ language: 'en', catalog: en }], 'post.likes', { count: 0 })).toBe('0 likes');
    expect(translateWith(inVi, 'post.likes', { count: 1 })).toBe('1 lượt thích');
  });

  it('falls back to the next catalog, then to the key itself', () => {
    expect(translateWith(inVi, 'post.title')).toBe('Bài viết');
    expect(translateWith(inVi, 'only_en')).toBe('Only here');
    expect(translateWith(inVi, 'no.such.key')).toBe('no.such.key');
  });

  it('leaves a parameter it was not given as written', () => {
    expect(translateWith([{ language: 'en', catalog: { a: 'Hi {{name}}, {{other}}' } }], 'a', { name: 'Lan' })).toBe(
      'Hi Lan, {{other}}',
    );
  });
});
