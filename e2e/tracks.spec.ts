import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createMember, expect, isolateFeed, seriousA11yViolations, signIn, skillId, test, tokenFor } from './fixtures';

const INDUSTRY = 'Software Engineering';

async function industryId(request: APIRequestContext, name = INDUSTRY): Promise<string> {
  const answer = (await (await request.post('/api/v1/industries/get?limit=100&language=en')).json()) as {
    items: { id: string; name_en: string }[];
  };
  const industry = answer.items.find((item) => item.name_en === name);
  if (!industry) throw new Error(`no industry ${name}`);
  return industry.id;
}

async function userIdOf(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  return ((await (await request.get('/api/v1/users/current/me', { headers })).json()) as { id: string }).id;
}

/** A complete, shared track made through the API (two skills in each required category). */
async function createTrack(
  request: APIRequestContext,
  headers: Record<string, string>,
  title: string,
  extra: Record<string, unknown> = {},
) {
  const rows: [number, string][] = [
    [1, 'System Design'],
    [1, 'Software Testing'],
    [2, 'Python'],
    [2, 'Git'],
    [3, 'Communication'],
    [3, 'Teamwork'],
  ];
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
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

/** Opens an industry of the tree, asking for more industries while it is not listed yet. */
async function openIndustry(scope: Locator, name: RegExp, more = 'More industries') {
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

const categorySection = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('button', { name: new RegExp(`^▶?\\s*${name}`) }) });

async function fillSkill(page: Page, row: Locator, skill: string, level = 'Applied Experience') {
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

async function addSkill(page: Page, category: string, skill: string) {
  const section = categorySection(page, category);
  const count = await section.getByRole('listitem', { name: /^Skill \d+$/ }).count();
  await section.getByRole('button', { name: 'Add skill' }).click();
  const row = section.getByRole('listitem', { name: `Skill ${count + 1}` });
  await fillSkill(page, row, skill);
  return row;
}

test.describe('career tracks', () => {
  test('a track is shared by its link from the feed card and the viewer; a visitor signs in and lands on it; shares count', async ({
    page,
    context,
    request,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const author = await createMember(request, 'Vũ Thanh Tâm');
    const authorHeaders = await tokenFor(request, author.email, author.password);
    const track = await createTrack(request, authorHeaders, `Shared ladder ${Date.now().toString(36)}`);
    const reader = await createMember(request, 'Ngô Bảo Châu');
    const authorId = (
      (await (await request.get('/api/v1/users/current/me', { headers: authorHeaders })).json()) as {
        id: string;
      }
    ).id;
    const follow = await request.post(`/api/v1/users/current/me/follow-user?user_id=${authorId}`, {
      headers: await tokenFor(request, reader.email, reader.password),
    });
    expect(follow.status()).toBe(200);
    await signIn(page, reader.email);
    const card = page.getByRole('article').filter({ hasText: track.title });
    await expect(card.getByText('0 shares')).toBeVisible();
    await card.getByRole('button', { name: 'Copy link' }).click();
    await expect(card.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe(`/ladder/${track.id}`);
    await expect(card.getByText('1 share', { exact: true })).toBeVisible();

    await page.goto(`/ladder/${track.id}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Counted once per member, and kept: the author's feed shows one share.
    const authorPage = await browser.newPage({ baseURL: new URL(link).origin });
    await signIn(authorPage, author.email);
    await expect(
      authorPage.getByRole('article').filter({ hasText: track.title }).getByText('1 share', { exact: true }),
    ).toBeVisible();
    await authorPage.close();

    // A visitor who opens the link signs in and comes back to the track.
    const visitor = await browser.newPage({ baseURL: new URL(link).origin });
    await visitor.goto(new URL(link).pathname);
    await expect(visitor).toHaveURL(/\/login/);
    await visitor.getByLabel('Email').fill(reader.email);
    await visitor.getByLabel('Password', { exact: true }).fill(reader.password);
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(visitor).toHaveURL(new RegExp(`/ladder/${track.id}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: track.title })).toBeVisible();
    await visitor.close();
  });

  test('the owner deletes a career-track post from its card in the feed, in English and Vietnamese', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'Phan Gia Huy');
    const headers = await tokenFor(request, member.email, member.password);
    await isolateFeed(request, headers);
    const first = await createTrack(request, headers, `Card delete ${Date.now().toString(36)}`);
    const second = await createTrack(request, headers, `Xóa từ thẻ ${Date.now().toString(36)}`);
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);

    const card = page.getByRole('article').filter({ hasText: first.title });
    await card.getByRole('button', { name: 'Post options' }).click();
    await card.getByRole('button', { name: 'Delete Career Post' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this career track?' })
      .getByRole('button', { name: 'Delete Career Post' })
      .click();
    await expect(page.getByText('Delete successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await request.get(`/api/v1/career-tracks?career_track_id=${first.id}`, { headers })).status()).toBe(404);

    await request.put('/api/v1/users/current/me', { data: { default_language: 'vi' }, headers });
    await page.reload();
    const viCard = page.getByRole('article').filter({ hasText: second.title });
    await viCard.getByRole('button', { name: 'Tùy chọn bài viết' }).click();
    await viCard.getByRole('button', { name: 'Xóa bài lộ trình' }).click();
    await page
      .getByRole('dialog', { name: 'Xóa lộ trình này?' })
      .getByRole('button', { name: 'Xóa bài lộ trình' })
      .click();
    await expect(viCard).toHaveCount(0);
  });

  test('one skill in each required category completes a track; the labels and messages say one, in both languages', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'Đỗ Khánh Linh');
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto('/career-track/create');
    for (const name of ['Industry Knowledge', 'Tools & Technologies', 'Interpersonal Skills'])
      await expect(categorySection(page, name).getByText('At least 1')).toBeVisible();
    await page.getByLabel('Industry').selectOption({ label: INDUSTRY });
    const title = `First rung ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('One skill of each kind to start with.');
    await addSkill(page, 'Industry Knowledge', 'System Design');
    await addSkill(page, 'Tools & Technologies', 'Git');
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(page.getByText('Need have at least one interpersonal skill.')).toBeVisible();
    await addSkill(page, 'Interpersonal Skills', 'Teamwork');
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(page.getByText('Create successfully')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();

    const headers = await tokenFor(request, member.email, member.password);
    await request.put('/api/v1/users/current/me', { data: { default_language: 'vi' }, headers });
    await page.goto('/career-track/create');
    await expect(page.getByText('Ít nhất 1')).toHaveCount(3);
    await page.getByRole('button', { name: 'Hoàn thành', exact: true }).click();
    await expect(page.getByText('Cần có ít nhất một kỹ năng kiến thức ngành.')).toBeVisible();
  });

  test('build a track through every validation message, post it, view it, edit it and delete it', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'Trần Bảo Ngọc');
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto('/career-track/create');
    await expect(page.getByRole('heading', { name: 'Create a career track' })).toBeVisible();
    await expect(categorySection(page, 'Industry Knowledge')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(page.getByText('Please choose an industry')).toBeVisible();
    await expect(page.getByText('* field is require')).toHaveCount(2); // title and description
    await expect(page.getByText('Need have at least one industry knowledge skill.')).toBeVisible();
    await expect(page.getByText('Need have at least one tool and tech skill.')).toBeVisible();
    await expect(page.getByText('Need have at least one interpersonal skill.')).toBeVisible();

    await page.getByLabel('Industry').selectOption({ label: INDUSTRY });
    const title = `Backend engineer ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await expect(page.getByText('* field is require')).toHaveCount(1);
    await page.getByLabel('Description').fill('From junior developer to a backend engineer who owns services.');
    await expect(page.getByText('* field is require')).toHaveCount(0);

    // The same skill twice in a track is refused.
    await addSkill(page, 'Industry Knowledge', 'System Design');
    const twin = await addSkill(page, 'Industry Knowledge', 'System Design');
    await addSkill(page, 'Tools & Technologies', 'Python');
    await addSkill(page, 'Tools & Technologies', 'Git');
    await addSkill(page, 'Interpersonal Skills', 'Communication');
    const second = await addSkill(page, 'Interpersonal Skills', 'Teamwork');
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(twin.getByText('Skill must be unique.')).toBeVisible();
    await expect(page.getByText('Need have at least one industry knowledge skill.')).toHaveCount(0);
    await fillSkill(page, twin, 'Software Testing');
    await expect(page.getByText('Skill must be unique.')).toHaveCount(0);

    // Resource links: added on Enter, refused when not a web address, removed by clicking.
    const links = second.getByLabel('Resource links');
    await links.fill('not a link');
    await links.press('Enter');
    await expect(second.getByText('Invalid url')).toBeVisible();
    await links.fill('https://roadmap.sh/backend');
    await links.press('Enter');
    await links.fill('https://example.com/teamwork');
    await links.press('Enter');
    await second.getByRole('button', { name: 'Remove link https://example.com/teamwork' }).click();
    await expect(second.getByRole('button', { name: /^Remove link/ })).toHaveCount(1);
    await second.getByLabel('Confidence (1–5)').selectOption('4');

    // A missing skill is created from the picker; an existing name is refused by the server.
    const other = categorySection(page, 'Other Skills');
    await other.getByRole('button', { name: 'Add skill' }).click();
    const otherRow = other.getByRole('listitem', { name: 'Skill 1' });
    const newSkill = `Observability ${Date.now().toString(36)}`;
    await otherRow.getByRole('combobox', { name: 'Skill' }).fill(newSkill);
    await page.getByRole('option', { name: `Create skill "${newSkill}"` }).click();
    const modal = page.getByRole('dialog', { name: 'Create a skill' });
    await modal.getByLabel('Skill name').fill('python');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText(/is exists/)).toBeVisible();
    await modal.getByLabel('Skill name').fill(newSkill);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal).toBeHidden();
    await expect(otherRow.getByRole('combobox', { name: 'Skill' })).toHaveValue(newSkill);
    await otherRow.getByLabel('What').fill('Metrics, logs and traces');
    await otherRow.getByLabel('Why').fill('To see what production does');
    await otherRow.getByLabel('Desired level').selectOption('Beginner');

    await page.getByRole('button', { name: 'Complete & Post' }).click();
    await expect(page.getByText('Create successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/my-career-tracks$/);
    const mine = page.getByRole('article').filter({ hasText: title });
    await expect(mine.getByText('Public')).toBeVisible();

    // The feed shows the track's card; the industry tree lists it.
    await page.getByRole('link', { name: 'Home' }).first().click();
    const post = page.getByRole('article').filter({ hasText: 'Career track' }).filter({ hasText: title });
    await expect(post.getByText('7 skills')).toBeVisible();
    const tree = page.getByRole('complementary', { name: 'Career tracks' });
    await openIndustry(tree, new RegExp(INDUSTRY));
    await expect(tree.getByRole('link', { name: title })).toBeVisible();
    await expect(tree.getByRole('link', { name: 'Add new track' })).toBeVisible();

    // The viewer with its ladder chart.
    await post.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(/\/ladder\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Public', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Applied Experience, level 3 of 5' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /roadmap\.sh\/backend/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ladder' }).getByText('This career track')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Edit: a shared track keeps only Complete & Post.
    await page.getByRole('link', { name: 'Edit Ladder' }).click();
    await expect(page.getByRole('heading', { name: 'Edit career track' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByRole('button', { name: 'Save Draft' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByRole('button', { name: 'Complete & Post' }).click();
    await expect(page.getByText('Update successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/my-career-tracks$/);

    // Delete from the viewer, behind a confirmation.
    await page
      .getByRole('main')
      .getByRole('link', { name: `${title} v2`, exact: true })
      .click();
    await page.getByRole('button', { name: 'Delete Career Post' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this career track?' })
      .getByRole('button', { name: 'Delete Career Post' })
      .click();
    await expect(page.getByText('Delete successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/my-career-tracks$/);
    await expect(page.getByText("You don't have any career track yet")).toBeVisible();
  });

  test('the derived-track picker finds a track of the industry from a few letters typed without accents', async ({
    page,
    request,
  }) => {
    const owner = await createMember(request, 'Đặng Thu Hà');
    const headers = await tokenFor(request, owner.email, owner.password);
    const suffix = Date.now().toString(36);
    const base = await createTrack(request, headers, `Kỹ sư độ tin cậy ${suffix}`);

    const member = await createMember(request, 'Vũ Đức Anh');
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto('/career-track/create');
    await page.getByLabel('Industry').selectOption({ label: INDUSTRY });
    const derived = page.getByRole('combobox', { name: 'Derived from' });
    await derived.fill(`ky su do tin cay ${suffix}`);
    await page.getByRole('option', { name: new RegExp(base.title) }).click();
    await expect(derived).toHaveValue(base.title);
    await derived.fill(`no such track ${suffix}`);
    await expect(page.getByText(`No results found for "no such track ${suffix}"`)).toBeVisible();
  });

  test('the next-track picker offers a track of another industry, found by title', async ({ page, request }) => {
    const owner = await createMember(request, 'Hồ Ngọc Lan');
    const headers = await tokenFor(request, owner.email, owner.password);
    const suffix = Date.now().toString(36);
    const pm = await createTrack(request, headers, `Trưởng dự án ${suffix}`, {
      industry_id: await industryId(request, 'Project Management'),
    });
    const member = await createMember(request, 'Vũ Đức Anh');
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto('/career-track/create');
    await page.getByLabel('Industry').selectOption({ label: INDUSTRY });
    const next = page.getByRole('combobox', { name: 'Next career tracks' });
    await next.fill(`truong du an ${suffix}`);
    await page.getByRole('option', { name: new RegExp(pm.title) }).click();
    await expect(page.getByRole('button', { name: `Remove ${pm.title}` })).toBeVisible();
  });

  test('the industry tree opens a track with next tracks (H) onto them, nested, titles cut at 20 with H and 30 without', async ({
    page,
    request,
  }) => {
    const owner = await createMember(request, 'Mai Phương Thảo');
    const headers = await tokenFor(request, owner.email, owner.password);
    const s = Date.now().toString(36);
    const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
    const top = await createTrack(request, headers, `Principal engineer, platform ${s}`);
    const leaf = await createTrack(request, headers, `Chief technology officer ${s}`);
    const middle = await createTrack(request, headers, `Engineering manager ${s}`, { next_career_tracks: [leaf.id] });
    const start = await createTrack(request, headers, `Tree start ${s}`, { next_career_tracks: [middle.id, top.id] });
    await signIn(page, owner.email);
    await expect(page).toHaveURL(/\/feed$/);
    const tree = page.getByRole('complementary', { name: 'Career tracks' });
    await openIndustry(tree, new RegExp(INDUSTRY));
    const open = tree.getByRole('button', { name: `Next career tracks of ${start.title}` });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // The innermost list item holding the button is the start track's own branch.
    const branch = tree
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Next career tracks of ${start.title}` }) })
      .last();
    // A next track with next tracks of its own: 20 characters with its H; one without: 30.
    await expect(branch.getByRole('link', { name: cut(middle.title, 20), exact: true })).toBeVisible();
    await expect(branch.getByRole('link', { name: cut(top.title, 30), exact: true })).toBeVisible();
    await branch.getByRole('button', { name: `Next career tracks of ${middle.title}` }).click();
    await branch.getByRole('link', { name: cut(leaf.title, 30), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${leaf.id}$`));
  });

  test('the whole ladder: rungs above and below, three each way, then show more; by keyboard; in Vietnamese', async ({
    page,
    request,
  }) => {
    const owner = await createMember(request, 'Lâm Gia Bảo');
    const headers = await tokenFor(request, owner.email, owner.password);
    await request.post(`/api/v1/user-subscriptions/${await userIdOf(request, headers)}`, { headers, data: {} });
    const s = Date.now().toString(36);
    // A chain of five rungs above the middle track and one below it.
    let above: string[] = [];
    const up: Record<number, string> = {};
    for (let i = 5; i >= 1; i -= 1) {
      up[i] = (await createTrack(request, headers, `Rung up ${i} ${s}`, { next_career_tracks: above })).id;
      above = [up[i] ?? ''];
    }
    const below = await createTrack(request, headers, `Rung down 1 ${s}`);
    const middle = await createTrack(request, headers, `Middle rung ${s}`, {
      derived_career_track_id: below.id,
      next_career_tracks: above,
    });
    await signIn(page, owner.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/ladder/${middle.id}`);
    const ladder = page.getByRole('list', { name: 'Ladder' });
    await expect(ladder.getByText('This career track')).toBeVisible();
    await expect(ladder.getByRole('link', { name: `Rung up 3 ${s}` })).toBeVisible();
    await expect(ladder.getByRole('link', { name: `Rung up 4 ${s}` })).toHaveCount(0);
    // Top to bottom in reading order: the highest rung first, this track, then the rung below.
    const names = await ladder.getByRole('link').allTextContents();
    expect(names.map((n) => n.replace('Hhas next career tracks', '').trim())).toEqual([
      `Rung up 3 ${s}`,
      `Rung up 2 ${s}`,
      `Rung up 1 ${s}`,
      `Rung down 1 ${s}`,
    ]);
    await expect(page.getByText('H: this career track has next career tracks of its own')).toBeVisible();
    const more = page.getByRole('button', { name: 'Show 2 more rungs' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(ladder.getByRole('link', { name: `Rung up 5 ${s}` })).toBeVisible();
    await ladder.getByRole('link', { name: `Rung up 5 ${s}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/ladder/${up[5] ?? ''}$`));
    await expect(ladder.getByRole('listitem').filter({ hasText: '5 steps down' })).toHaveCount(0);
    await expect(ladder.getByRole('listitem').filter({ hasText: '3 steps down' })).toBeVisible();

    await request.put('/api/v1/users/current/me', { data: { default_language: 'vi' }, headers });
    await page.goto(`/ladder/${middle.id}`);
    await expect(page.getByText('Lên 1 nấc')).toBeVisible();
    await expect(page.getByText('Xuống 1 nấc')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Xem thêm 2 nấc' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a member’s shared tracks are a tab of their profile, drafts stay out', async ({ page, request }) => {
    const coach = await createMember(request, 'Đinh Hoài Thu');
    const headers = await tokenFor(request, coach.email, coach.password);
    const s = Date.now().toString(36);
    const shared = await createTrack(request, headers, `Coach ladder ${s}`);
    await createTrack(request, headers, `Coach draft ${s}`, { status: 'new' });
    const coachUsername = (
      (await (await request.get('/api/v1/users/current/me', { headers })).json()) as {
        username: string;
      }
    ).username;
    const reader = await createMember(request);
    await signIn(page, reader.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/profile/${coachUsername}`);
    await page.getByRole('tab', { name: 'Career tracks' }).click();
    await expect(page).toHaveURL(/tab=tracks/);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: shared.title }).click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${shared.id}$`));
    await page.goBack();
    await expect(main.getByText(`Coach draft ${s}`)).toHaveCount(0);
  });

  test('the editor explains itself: a title counter, what each action does; on a phone categories fold and the actions stay in reach', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, 'Cao Minh Triết');
    const headers = await tokenFor(request, member.email, member.password);
    const track = await createTrack(request, headers, `Long track ${Date.now().toString(36)}`);
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto('/career-track/create');
    await page.getByLabel('Title').fill('Kỹ sư dữ liệu 🚀');
    await expect(page.getByText('15 of 50 characters')).toBeVisible();
    await expect(page.getByText(/^Save Draft keeps it to yourself/)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(
      `/career-track/${((await (await request.get(`/api/v1/career-tracks?career_track_id=${track.id}`, { headers })).json()) as { industry_id: string }).industry_id}/update?career_track_id=${track.id}`,
    );
    await expect(page.getByRole('heading', { name: 'Edit career track' })).toBeVisible();
    const knowledge = page.getByRole('button', { name: /^▶?\s*Industry Knowledge/ });
    await expect(knowledge).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Complete & Post' })).toBeInViewport();
    await knowledge.click();
    await expect(knowledge).toHaveAttribute('aria-expanded', 'true');
  });

  test('the author of a track voted outdated can only save it as posted, which clears the votes', async ({
    page,
    request,
  }) => {
    const owner = await createMember(request, 'Đỗ Thu Hà');
    const headers = await tokenFor(request, owner.email, owner.password);
    const track = await createTrack(request, headers, `Outdated track ${Date.now().toString(36)}`);
    for (const name of ['Vũ An', 'Hồ Bình', 'Tạ Chi']) {
      const voter = await createMember(request, name);
      const voted = await request.post('/api/v1/career-tracks/vote-career-track-outdated', {
        headers: await tokenFor(request, voter.email, voter.password),
        data: { career_track_id: track.id, vote_notes: `Stale, says ${name}` },
      });
      expect(voted.status()).toBe(200);
    }
    const read = async () =>
      (await (await request.get(`/api/v1/career-tracks?career_track_id=${track.id}`, { headers })).json()) as {
        industry_id: string;
        status: string;
      };
    const before = await read();
    expect(before.status).toBe('outdated');

    await signIn(page, owner.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/career-track/${before.industry_id}/update?career_track_id=${track.id}`);
    await expect(page.getByRole('heading', { name: 'Edit career track' })).toBeVisible();
    // It is still posted: no way back to a draft, which the server would refuse.
    await expect(page.getByText('This career track is public: saving keeps it posted.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Draft' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Complete & Post' }).click();
    await expect(page).toHaveURL(/\/my-career-tracks$/);
    expect((await read()).status).toBe('shared');
  });

  test('the tree puts industries with tracks first and lists as many tracks as it counts (drafts stay out)', async ({
    page,
    request,
  }) => {
    const owner = await createMember(request, 'Lương Thế Vinh');
    const headers = await tokenFor(request, owner.email, owner.password);
    const s = Date.now().toString(36);
    await createTrack(request, headers, `Counted ${s}`);
    await createTrack(request, headers, `Not counted draft ${s}`, { status: 'new' });
    await signIn(page, owner.email);
    await expect(page).toHaveURL(/\/feed$/);
    const tree = page.getByRole('complementary', { name: 'Career tracks' });
    const first = tree.locator('button[aria-expanded]').first();
    await expect(first).toBeVisible();
    await expect(first).not.toContainText(/\b0 career tracks/);
    const industry = await openIndustry(tree, new RegExp(INDUSTRY));
    const count = Number((await industry.textContent())?.match(/(\d+) career tracks?/)?.[1] ?? '-1');
    const panel = tree.locator(`#${(await industry.getAttribute('aria-controls')) ?? ''}`);
    await expect(panel.getByRole('link', { name: `Counted ${s}` })).toBeVisible();
    await expect(panel.getByText(`Not counted draft ${s}`)).toHaveCount(0);
    if (count <= 20) await expect(panel.locator(':scope > div > ul > li')).toHaveCount(count);
  });

  test('another member votes a track outdated and follows its ladder', async ({ page, request }) => {
    const owner = await createMember(request, 'Lê Minh Châu');
    const headers = await tokenFor(request, owner.email, owner.password);
    const base = await createTrack(request, headers, `Data analyst ${Date.now().toString(36)}`);
    const derived = await createTrack(request, headers, `Analytics lead ${Date.now().toString(36)}`, {
      derived_career_track_id: base.id,
    });

    const reader = await createMember(request, 'Phạm Quốc Huy');
    await signIn(page, reader.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/ladder/${derived.id}`);
    await expect(page.getByRole('heading', { name: derived.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Ladder' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Vote outdated' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vote this career track outdated' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const notes = dialog.getByLabel('Why is it outdated?');
    await notes.fill('x');
    await notes.fill('');
    await expect(dialog.getByText('* field is require')).toBeVisible();
    await expect(save).toBeDisabled();
    await notes.fill('The tools listed are no longer used.');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Vote successfully')).toBeVisible();
    await expect(page.getByText('1 outdated vote', { exact: true })).toBeVisible();

    // Opening the vote again shows the note; Save waits for a change.
    await page.getByRole('button', { name: 'Change my outdated vote' }).click();
    await expect(notes).toHaveValue('The tools listed are no longer used.');
    await expect(save).toBeDisabled();
    await page.keyboard.press('Escape');

    // A skill of the track can be followed from here, and shows on the reader's profile.
    await page.getByRole('button', { name: 'Follow Git', exact: true }).click();
    await expect(page.getByText('Follow successfully: Git')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unfollow Git', exact: true })).toBeVisible();
    const readerHeaders = await tokenFor(request, reader.email, reader.password);
    const skills = await request.post('/api/v1/skills/get-following-skills', { data: {}, headers: readerHeaders });
    expect(((await skills.json()) as { items: { skill_name: string }[] }).items.map((s) => s.skill_name)).toEqual([
      'Git',
    ]);

    // The ladder's rung below, the track it was derived from, opens that track; there it is a rung up.
    const ladder = page.getByRole('list', { name: 'Ladder' });
    await expect(ladder.getByRole('listitem').filter({ hasText: '1 step down' })).toContainText(base.title);
    await ladder.getByRole('link', { name: base.title }).click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${base.id}$`));
    await expect(page.getByRole('heading', { name: base.title, level: 1 })).toBeVisible();
    await expect(ladder.getByRole('listitem').filter({ hasText: '1 step up' })).toContainText(derived.title);

    await page.goto('/ladder/0190f5b5-6a1e-7000-8000-000000000000');
    await expect(page.getByText('Ladder not found!')).toBeVisible();
    await page.goto('/career-track/0190f5b5-6a1e-7000-8000-000000000000/view');
    await expect(page.getByText('Career track not found!')).toBeVisible();
  });

  test('my career tracks: status badges and delete behind a confirmation', async ({ page, request }) => {
    const member = await createMember(request);
    const headers = await tokenFor(request, member.email, member.password);
    const draft = await request.post('/api/v1/career-tracks/', {
      headers,
      data: { industry_id: await industryId(request), title: 'My first draft', desc: 'Just started', status: 'new' },
    });
    expect(draft.status()).toBe(201);
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto('/my-career-tracks');
    const card = page.getByRole('article').filter({ hasText: 'My first draft' });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Delete: My first draft' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this career track?' })
      .getByRole('button', { name: 'Delete Career Post' })
      .click();
    await expect(page.getByText('Delete successfully')).toBeVisible();
    await expect(page.getByText("You don't have any career track yet")).toBeVisible();
  });

  test('a visitor reading a post sees the industry tree; opening an industry asks to sign in, then returns', async ({
    page,
    request,
  }) => {
    const author = await createMember(request);
    const headers = await tokenFor(request, author.email, author.password);
    const created = await request.post('/api/v1/posts', { data: { content: `Open to all ${Date.now()}` }, headers });
    const post = (await created.json()) as { id: string };

    await page.goto(`/post/${post.id}`);
    const tree = page.getByRole('complementary', { name: 'Career tracks' });
    await tree.getByRole('button', { name: /^Accounting & Auditing/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(author.email);
    await page.getByLabel('Password', { exact: true }).fill(author.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/post/${post.id}$`));
  });

  test('the mobile career-track menu lists industries and opens the editor', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const member = await createMember(request);
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.getByRole('button', { name: 'Career tracks' }).click();
    const menu = page.getByRole('dialog', { name: 'Career tracks' });
    await openIndustry(menu, new RegExp(INDUSTRY));
    await menu.getByRole('link', { name: 'Add new track' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/career-track\/[0-9a-f-]+\/create$/);
    await expect(page.getByLabel('Industry')).toHaveValue(await industryId(request));
  });

  test('the tree and the editor in Vietnamese', async ({ page, request }) => {
    const member = await createMember(request);
    const headers = await tokenFor(request, member.email, member.password);
    await request.put('/api/v1/users/current/me', { data: { default_language: 'vi' }, headers });
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    const tree = page.getByRole('complementary', { name: 'Lộ trình sự nghiệp' });
    await openIndustry(tree, /Kỹ thuật phần mềm/, 'Xem thêm ngành');
    await expect(tree.getByRole('link', { name: 'Thêm lộ trình mới' })).toBeVisible();
    await page.goto('/career-track/create');
    await expect(page.getByRole('heading', { name: 'Tạo lộ trình sự nghiệp' })).toBeVisible();
    await page.getByRole('button', { name: 'Hoàn thành', exact: true }).click();
    await expect(page.getByText('Cần có ít nhất một kỹ năng kiến thức ngành.')).toBeVisible();
    await expect(page.getByText('Vui lòng chọn một ngành')).toBeVisible();
  });
});
