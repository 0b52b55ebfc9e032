import {
  createMember,
  expect,
  memberWithHeaders,
  seriousA11yViolations,
  signedInMember,
  signIn,
  test,
  tokenFor,
} from './fixtures';
import { addSkill, categorySection, createTrack, fillSkill, industryId, INDUSTRY, openIndustry } from './track-helpers';

/** The track editor: its messages, pickers, hints, and saving a track voted outdated. */

test.describe('the career-track editor', () => {
  test('one skill in each required category completes a track; the labels and messages say one, in both languages', async ({
    page,
    request,
  }) => {
    const member = await signedInMember(page, request, 'Đỗ Khánh Linh');
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
    await expect(page.getByText('Add at least one interpersonal skill.')).toBeVisible();
    await addSkill(page, 'Interpersonal Skills', 'Teamwork');
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(page.getByText('Career track created')).toBeVisible();
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
    await signedInMember(page, request, 'Trần Bảo Ngọc');
    await page.goto('/career-track/create');
    await expect(page.getByRole('heading', { name: 'Create a career track' })).toBeVisible();
    await expect(categorySection(page, 'Industry Knowledge')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(page.getByText('Choose an industry.')).toBeVisible();
    await expect(page.getByText('This field is required.')).toHaveCount(2); // title and description
    await expect(page.getByText('Add at least one Industry Knowledge skill.')).toBeVisible();
    await expect(page.getByText('Add at least one Tools & Technologies skill.')).toBeVisible();
    await expect(page.getByText('Add at least one interpersonal skill.')).toBeVisible();

    await page.getByLabel('Industry').selectOption({ label: INDUSTRY });
    const title = `Backend engineer ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await expect(page.getByText('This field is required.')).toHaveCount(1);
    await page.getByLabel('Description').fill('From junior developer to a backend engineer who owns services.');
    await expect(page.getByText('This field is required.')).toHaveCount(0);

    // The same skill twice in a track is refused.
    await addSkill(page, 'Industry Knowledge', 'System Design');
    const twin = await addSkill(page, 'Industry Knowledge', 'System Design');
    await addSkill(page, 'Tools & Technologies', 'Python');
    await addSkill(page, 'Tools & Technologies', 'Git');
    await addSkill(page, 'Interpersonal Skills', 'Communication');
    const second = await addSkill(page, 'Interpersonal Skills', 'Teamwork');
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(twin.getByText('Each skill can appear only once.')).toBeVisible();
    await expect(page.getByText('Add at least one Industry Knowledge skill.')).toHaveCount(0);
    await fillSkill(page, twin, 'Software Testing');
    await expect(page.getByText('Each skill can appear only once.')).toHaveCount(0);

    // Resource links: added on Enter, refused when not a web address, removed by clicking.
    const links = second.getByLabel('Resource links');
    await links.fill('not a link');
    await links.press('Enter');
    await expect(second.getByText('Enter a valid web address.')).toBeVisible();
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
    await expect(modal.getByText(/already exists/)).toBeVisible();
    await modal.getByLabel('Skill name').fill(newSkill);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal).toBeHidden();
    await expect(otherRow.getByRole('combobox', { name: 'Skill' })).toHaveValue(newSkill);
    await otherRow.getByLabel('What').fill('Metrics, logs and traces');
    await otherRow.getByLabel('Why').fill('To see what production does');
    await otherRow.getByLabel('Desired level').selectOption('Beginner');

    await page.getByRole('button', { name: 'Complete & Post' }).click();
    await expect(page.getByText('Career track created')).toBeVisible();
    // Complete & Post opens the posted track (issue 41).
    await expect(page).toHaveURL(/\/ladder\/[0-9a-f-]+$/);
    await expect(page.getByText('Public', { exact: true })).toBeVisible();

    // The feed shows the track's card; the industry tree lists it.
    await page.getByRole('link', { name: 'Home' }).first().click();
    const post = page.getByRole('article').filter({ hasText: 'Career track' }).filter({ hasText: title });
    await expect(post.getByText('7 skills')).toBeVisible();
    const tree = page.getByRole('complementary', { name: 'Career tracks' });
    await openIndustry(tree, new RegExp(INDUSTRY));
    await expect(tree.getByRole('link', { name: title })).toBeVisible();
    await expect(tree.getByRole('link', { name: 'Add a career track' })).toBeVisible();

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
    await page.getByRole('link', { name: 'Edit career track' }).click();
    await expect(page.getByRole('heading', { name: 'Edit career track' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByRole('button', { name: 'Save Draft' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByRole('button', { name: 'Complete & Post' }).click();
    await expect(page.getByText('Career track saved')).toBeVisible();
    await expect(page).toHaveURL(/\/ladder\/[0-9a-f-]+$/);

    // Delete from the viewer, behind a confirmation.
    await expect(page.getByRole('heading', { name: `${title} v2`, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Delete career track' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this career track?' })
      .getByRole('button', { name: 'Delete career track' })
      .click();
    await expect(page.getByText('Career track deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/my-career-tracks$/);
    await expect(page.getByText("You don't have any career tracks yet.")).toBeVisible();
  });

  test('the derived-track picker finds a track of the industry from a few letters typed without accents', async ({
    page,
    request,
  }) => {
    const { headers } = await memberWithHeaders(request, 'Đặng Thu Hà');
    const suffix = Date.now().toString(36);
    const base = await createTrack(request, headers, `Kỹ sư độ tin cậy ${suffix}`);

    await signedInMember(page, request, 'Vũ Đức Anh');
    await page.goto('/career-track/create');
    await page.getByLabel('Industry').selectOption({ label: INDUSTRY });
    const derived = page.getByRole('combobox', { name: 'Built on' });
    await derived.fill(`ky su do tin cay ${suffix}`);
    await page.getByRole('option', { name: new RegExp(base.title) }).click();
    await expect(derived).toHaveValue(base.title);
    await derived.fill(`no such track ${suffix}`);
    await expect(page.getByText(`No results found for "no such track ${suffix}"`)).toBeVisible();
  });

  test('the next-track picker offers a track of another industry, found by title', async ({ page, request }) => {
    const { headers } = await memberWithHeaders(request, 'Hồ Ngọc Lan');
    const suffix = Date.now().toString(36);
    const pm = await createTrack(request, headers, `Trưởng dự án ${suffix}`, {
      industry_id: await industryId(request, 'Project Management'),
    });
    await signedInMember(page, request, 'Vũ Đức Anh');
    await page.goto('/career-track/create');
    await page.getByLabel('Industry').selectOption({ label: INDUSTRY });
    const next = page.getByRole('combobox', { name: 'Next career tracks' });
    await next.fill(`truong du an ${suffix}`);
    await page.getByRole('option', { name: new RegExp(pm.title) }).click();
    await expect(page.getByRole('button', { name: `Remove ${pm.title}` })).toBeVisible();
  });

  test('the editor explains itself: a title counter, what each action does; on a phone categories fold and the actions stay in reach', async ({
    page,
    request,
  }) => {
    const { headers, ...member } = await memberWithHeaders(request, 'Cao Minh Triết');
    const track = await createTrack(request, headers, `Long track ${Date.now().toString(36)}`);
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto('/career-track/create');
    await page.getByLabel('Title').fill('Kỹ sư dữ liệu 🚀');
    await expect(page.getByText('15 of 50 characters')).toBeVisible();
    await expect(page.getByText(/^Save Draft keeps it to yourself/)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/career-track/${await industryId(request)}/update?career_track_id=${track.id}`);
    await expect(page.getByRole('heading', { name: 'Edit career track' })).toBeVisible();
    const knowledge = page.getByRole('button', { name: /^▶?\s*Industry Knowledge/ });
    await expect(knowledge).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Complete & Post' })).toBeInViewport();
    // Required fields are marked before any submit; Add skill puts the caret in the new row's search (issue 41).
    await expect(page.getByLabel('Title')).toHaveAttribute('required', '');
    await expect(page.getByText(/^Fields marked \* are required/)).toBeVisible();
    await knowledge.click();
    await expect(knowledge).toHaveAttribute('aria-expanded', 'true');
    await page.locator('section').filter({ has: knowledge }).last().getByRole('button', { name: 'Add skill' }).click();
    const focused = page.locator('*:focus');
    await expect(focused).toHaveAttribute('role', 'combobox');
    await expect(focused).toHaveValue('');
  });

  test('the author of a track voted outdated can only save it as posted, which clears the votes', async ({
    page,
    request,
  }) => {
    const { headers, ...owner } = await memberWithHeaders(request, 'Đỗ Thu Hà');
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
    await expect(page).toHaveURL(new RegExp(`/ladder/${track.id}$`));
    expect((await read()).status).toBe('shared');
  });
});
