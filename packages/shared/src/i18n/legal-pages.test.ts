import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '../constants';
import { pagesEn } from './pages.en';
import { pagesVi } from './pages.vi';

const LEGAL = ['privacy_policy', 'user_agreement'] as const;
const textOf = (page: { lead: string; sections: readonly { paragraphs: readonly string[] }[] }) =>
  [page.lead, ...page.sections.flatMap((section) => section.paragraphs)].join('\n');

describe.each([
  ['en', pagesEn],
  ['vi', pagesVi],
] as const)('the legal pages in %s', (_language, pages) => {
  it.each(LEGAL)('%s names the version in force as its date', (key) => {
    expect(pages[key].updated).toMatch(new RegExp(`\\b${PRIVACY_POLICY_VERSION}\\)$`));
  });

  it.each(LEGAL)('%s names the controller and contact from the settings, never a team', (key) => {
    const text = textOf(pages[key]);
    for (const placeholder of ['{{controller}}', '{{address}}', '{{email}}']) expect(text).toContain(placeholder);
    expect(text).not.toMatch(/Ladder team|đội ngũ Ladder|support@ladder\.vn/i);
  });

  it('the privacy policy cites the law in force, not the decree it replaced', () => {
    const text = textOf(pages.privacy_policy);
    expect(text).toContain('91/2025/QH15');
    expect(text).toContain('356/2025/NĐ-CP');
    expect(`${text}${textOf(pages.user_agreement)}`).not.toContain('13/2023');
  });
});
