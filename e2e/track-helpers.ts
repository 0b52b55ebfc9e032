import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, MODERATOR_EMAIL, skillId, tokenFor } from './fixtures';

/** What the career-track browser tests share: an industry's id, a track made through the API, the tree and the editor's skill rows. */

export const INDUSTRY = 'Software Engineering';

/**
 * An industry of one test's own, made by the moderator (superusers add industries): a test that
 * reads an industry's first page of tracks in the tree does not depend on how many the others made.
 */
export async function ownIndustry(request: APIRequestContext, name: string): Promise<{ id: string; name: string }> {
  const headers = await tokenFor(request, MODERATOR_EMAIL);
  const made = await request.post('/api/v1/industries', { headers, data: { name_en: name, name_vn: `Ngành ${name}` } });
  expect(made.status(), await made.text()).toBe(201);
  return { id: ((await made.json()) as { id: string }).id, name };
}

export async function industryId(request: APIRequestContext, name = INDUSTRY): Promise<string> {
  const answer = (await (await request.post('/api/v1/industries/get?limit=100&language=en')).json()) as {
    items: { id: string; name_en: string }[];
  };
  const industry = answer.items.find((item) => item.name_en === name);
  if (!industry) throw new Error(`no industry ${name}`);
  return industry.id;
}

/** Two skills in each required category (category id, skill name): a complete track. */
const COMPLETE_ROWS: (readonly [number, string])[] = [
  [1, 'System Design'],
  [1, 'Software Testing'],
  [2, 'Python'],
  [2, 'Git'],
  [3, 'Communication'],
  [3, 'Teamwork'],
];

/** A shared track made through the API, complete unless given its own rows (category id, skill name). */
export async function createTrack(
  request: APIRequestContext,
  headers: Record<string, string>,
  title: string,
  extra: Record<string, unknown> = {},
  rows = COMPLETE_ROWS,
) {
  const skills = [];
  for (const [category, name] of rows) {
    skills.push({
      skill_category_id: category,
      skill_id: await skillId(request, name),
      what: `Learn ${name}`,
      why: `${name} matters`,
      desired_level: 'Applied Experience',
      external_desc_urls: [],
    });
  }
  const response = await request.post('/api/v1/career-tracks/', {
    headers,
    data: { industry_id: await industryId(request), title, desc: `About ${title}`, status: 'shared', skills, ...extra },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

/** Opens an industry of the tree, asking for more industries while it is not listed yet. */
export async function openIndustry(scope: Locator, name: RegExp, more = 'Show more industries') {
  const industry = scope.getByRole('button', { name });
  const moreButton = scope.getByRole('button', { name: more });
  // Each industry of the tree is a button that expands it.
  const listed = scope.locator('button[aria-expanded]');
  await expect(industry.or(moreButton).first()).toBeVisible();
  while (!(await industry.isVisible())) {
    // Wait for the next page to be listed before looking again (the button stays while it loads).
    const before = await listed.count();
    await moreButton.click();
    await expect.poll(() => listed.count()).toBeGreaterThan(before);
    await expect(industry.or(moreButton).first()).toBeVisible();
  }
  await expect(industry).toHaveAttribute('aria-expanded', 'false');
  await industry.click();
  await expect(industry).toHaveAttribute('aria-expanded', 'true');
  return industry;
}

export const categorySection = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('button', { name: new RegExp(`^▶?\\s*${name}`) }) });

export async function fillSkill(page: Page, row: Locator, skill: string, level = 'Applied Experience') {
  const combobox = row.getByRole('combobox', { name: 'Skill' });
  await combobox.fill(skill);
  // The option named exactly so (an industry's suggestion carries a hint under its name); the
  // list may still be reordering when the search for what was typed lands, so the pick is checked.
  const escaped = skill.replace(/[()]/g, '\\$&');
  const option = page
    .getByRole('listbox', { name: 'Skill' })
    .getByRole('option', { name: new RegExp(`^${escaped}\\s*(Suggested for this industry)?$`) });
  await expect(async () => {
    if ((await combobox.inputValue()) !== skill || !(await option.isVisible())) await combobox.fill(skill);
    await option.click({ timeout: 2000 });
    await expect(combobox).toHaveValue(skill, { timeout: 500 });
    await expect(page.getByRole('listbox', { name: 'Skill' })).toBeHidden({ timeout: 500 });
  }).toPass();
  await row.getByLabel('What').fill(`Practise ${skill}`);
  await row.getByLabel('Why').fill(`${skill} is needed every day`);
  await row.getByLabel('Desired level').selectOption(level);
}

export async function addSkill(page: Page, category: string, skill: string) {
  const section = categorySection(page, category);
  const count = await section.getByRole('listitem', { name: /^Skill \d+$/ }).count();
  await section.getByRole('button', { name: 'Add skill' }).click();
  const row = section.getByRole('listitem', { name: `Skill ${count + 1}` });
  await fillSkill(page, row, skill);
  return row;
}
