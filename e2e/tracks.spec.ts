import {
  createMember,
  expect,
  memberWithHeaders,
  memberWithOwnFeed,
  meOf,
  seriousA11yViolations,
  signedInMember,
  signIn,
  test,
  tokenFor,
} from './fixtures';
import { createTrack, industryId, INDUSTRY, openIndustry, ownIndustry } from './track-helpers';

test.describe('career tracks', () => {
  test('a track is shared by its link from the feed card and the viewer; a visitor signs in and lands on it; shares count', async ({
    page,
    context,
    request,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { headers: authorHeaders, ...author } = await memberWithHeaders(request, 'Vũ Thanh Tâm');
    const track = await createTrack(request, authorHeaders, `Shared ladder ${Date.now().toString(36)}`);
    const reader = await createMember(request, 'Ngô Bảo Châu');
    const authorId = (await meOf(request, authorHeaders)).id;
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

    // A visitor who opens the link reads its preview (docs/decisions/0047-shared-links.md), signs
    // in from it and comes back to the track.
    const visitor = await browser.newPage({ baseURL: new URL(link).origin });
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.getByRole('heading', { level: 1, name: track.title })).toBeVisible();
    await visitor.getByRole('link', { name: 'Sign in to see the whole track' }).first().click();
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
    const { headers, ...member } = await memberWithOwnFeed(request, 'Phan Gia Huy');
    const first = await createTrack(request, headers, `Card delete ${Date.now().toString(36)}`);
    const second = await createTrack(request, headers, `Xóa từ thẻ ${Date.now().toString(36)}`);
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);

    const card = page.getByRole('article').filter({ hasText: first.title });
    await card.getByRole('button', { name: 'Post options' }).click();
    await card.getByRole('button', { name: 'Delete career track' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this career track?' })
      .getByRole('button', { name: 'Delete career track' })
      .click();
    await expect(page.getByText('Career track deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await request.get(`/api/v1/career-tracks?career_track_id=${first.id}`, { headers })).status()).toBe(404);

    await request.put('/api/v1/users/current/me', { data: { default_language: 'vi' }, headers });
    await page.reload();
    const viCard = page.getByRole('article').filter({ hasText: second.title });
    await viCard.getByRole('button', { name: 'Tùy chọn bài viết' }).click();
    await viCard.getByRole('button', { name: 'Xóa lộ trình' }).click();
    await page.getByRole('dialog', { name: 'Xóa lộ trình này?' }).getByRole('button', { name: 'Xóa lộ trình' }).click();
    await expect(viCard).toHaveCount(0);
  });

  test.describe('with no service worker between the page and its routes', () => {
    test.use({ serviceWorkers: 'block' });

    test('deleting from the feed says so as soon as the server has, however long the lists take to come back', async ({
      page,
      request,
    }) => {
      const { headers, ...member } = await memberWithOwnFeed(request, 'Phan Gia Huy');
      const track = await createTrack(request, headers, `Slow lists ${Date.now().toString(36)}`);
      await signIn(page, member.email);
      await expect(page).toHaveURL(/\/feed$/);
      const card = page.getByRole('article').filter({ hasText: track.title });
      await card.getByRole('button', { name: 'Post options' }).click();
      await card.getByRole('button', { name: 'Delete career track' }).click();
      // From now on the feed answers slowly, as on a busy server or a poor connection.
      await page.route('**/api/v1/posts/get-new-feeds*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 15_000));
        await route.continue().catch(() => undefined);
      });
      await page
        .getByRole('dialog', { name: 'Delete this career track?' })
        .getByRole('button', { name: 'Delete career track' })
        .click();
      await expect(page.getByText('Career track deleted')).toBeVisible({ timeout: 5_000 });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  test('the industry tree opens a track with next tracks (H) onto them, nested, titles cut at 20 with H and 30 without', async ({
    page,
    request,
  }) => {
    const { headers, ...owner } = await memberWithHeaders(request, 'Mai Phương Thảo');
    const s = Date.now().toString(36);
    const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
    // Its own industry: the tree lists an industry's first 20 tracks, and other tests add to the shared ones.
    const industry = await ownIndustry(request, `Tree industry ${s}`);
    const own = { industry_id: industry.id };
    const top = await createTrack(request, headers, `Principal engineer, platform ${s}`, own);
    const leaf = await createTrack(request, headers, `Chief technology officer ${s}`, own);
    const middle = await createTrack(request, headers, `Engineering manager ${s}`, {
      ...own,
      next_career_tracks: [leaf.id],
    });
    const start = await createTrack(request, headers, `Tree start ${s}`, {
      ...own,
      next_career_tracks: [middle.id, top.id],
    });
    await signIn(page, owner.email);
    await expect(page).toHaveURL(/\/feed$/);
    const tree = page.getByRole('complementary', { name: 'Career tracks' });
    await openIndustry(tree, new RegExp(industry.name));
    const open = tree.getByRole('button', { name: `Career tracks after ${start.title}` });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // The innermost list item holding the button is the start track's own branch.
    const branch = tree
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Career tracks after ${start.title}` }) })
      .last();
    // A next track with next tracks of its own: 20 characters with its H; one without: 30.
    await expect(branch.getByRole('link', { name: cut(middle.title, 20), exact: true })).toBeVisible();
    await expect(branch.getByRole('link', { name: cut(top.title, 30), exact: true })).toBeVisible();
    await branch.getByRole('button', { name: `Career tracks after ${middle.title}` }).click();
    await branch.getByRole('link', { name: cut(leaf.title, 30), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${leaf.id}$`));
  });

  test('the whole ladder: rungs above and below, three each way, then show more; by keyboard; in Vietnamese', async ({
    page,
    request,
  }) => {
    const { headers, ...owner } = await memberWithHeaders(request, 'Lâm Gia Bảo');
    await request.post(`/api/v1/user-subscriptions/${(await meOf(request, headers)).id}`, { headers, data: {} });
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
    await expect(ladder.getByRole('listitem').filter({ hasText: '5 rungs down' })).toHaveCount(0);
    await expect(ladder.getByRole('listitem').filter({ hasText: '3 rungs down' })).toBeVisible();

    await request.put('/api/v1/users/current/me', { data: { default_language: 'vi' }, headers });
    await page.goto(`/ladder/${middle.id}`);
    await expect(page.getByText('Lên 1 nấc')).toBeVisible();
    await expect(page.getByText('Xuống 1 nấc')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Xem thêm 2 nấc' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a member’s shared tracks are a tab of their profile, drafts stay out', async ({ page, request }) => {
    const { headers } = await memberWithHeaders(request, 'Đinh Hoài Thu');
    const s = Date.now().toString(36);
    const shared = await createTrack(request, headers, `Coach ladder ${s}`);
    await createTrack(request, headers, `Coach draft ${s}`, { status: 'new' });
    const coachUsername = (await meOf(request, headers)).username;
    await signedInMember(page, request);
    await page.goto(`/profile/${coachUsername}`);
    await page.getByRole('tab', { name: 'Career tracks' }).click();
    await expect(page).toHaveURL(/tab=tracks/);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: shared.title }).click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${shared.id}$`));
    await page.goBack();
    await expect(main.getByText(`Coach draft ${s}`)).toHaveCount(0);
  });

  test('the tree puts industries with tracks first and lists as many tracks as it counts (drafts stay out)', async ({
    page,
    request,
  }) => {
    const { headers, ...owner } = await memberWithHeaders(request, 'Lương Thế Vinh');
    const s = Date.now().toString(36);
    // Its own industry, so its first page of tracks is this test's alone.
    const own = await ownIndustry(request, `Counted ${s} industry`);
    await createTrack(request, headers, `Counted ${s}`, { industry_id: own.id });
    await createTrack(request, headers, `Not counted draft ${s}`, { industry_id: own.id, status: 'new' });
    await signIn(page, owner.email);
    await expect(page).toHaveURL(/\/feed$/);
    const tree = page.getByRole('complementary', { name: 'Career tracks' });
    const first = tree.locator('button[aria-expanded]').first();
    await expect(first).toBeVisible();
    await expect(first).not.toContainText(/\b0 career tracks/);
    const industry = await openIndustry(tree, new RegExp(own.name));
    const panel = tree.locator(`#${(await industry.getAttribute('aria-controls')) ?? ''}`);
    await expect(panel.getByRole('link', { name: `Counted ${s}` })).toBeVisible();
    await expect(panel.getByText(`Not counted draft ${s}`)).toHaveCount(0);
    // The industry counts its one shared track (its badge's text doubled the digits in textContent).
    await expect(industry).toHaveAccessibleName(`${own.name} 1 career track`);
    await expect(panel.locator(':scope > div > ul > li')).toHaveCount(1);
  });

  test('another member votes a track outdated and follows its ladder', async ({ page, request }) => {
    const { headers } = await memberWithHeaders(request, 'Lê Minh Châu');
    const base = await createTrack(request, headers, `Data analyst ${Date.now().toString(36)}`);
    const derived = await createTrack(request, headers, `Analytics lead ${Date.now().toString(36)}`, {
      derived_career_track_id: base.id,
    });

    const reader = await signedInMember(page, request, 'Phạm Quốc Huy');
    await page.goto(`/ladder/${derived.id}`);
    await expect(page.getByRole('heading', { name: derived.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit career track' })).toHaveCount(0);

    await page.getByRole('button', { name: 'More actions for this career track' }).click();
    await page.getByRole('button', { name: 'Vote outdated' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vote this career track outdated' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const notes = dialog.getByLabel('Why is it outdated?');
    await notes.fill('x');
    // The note was read (Save turns on) before it is cleared: a full run once cleared it while
    // the first check was still on its way, and the message never showed.
    await expect(save).toBeEnabled();
    await notes.fill('');
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expect(save).toBeDisabled();
    await notes.fill('The tools listed are no longer used.');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Thanks. Your vote is saved.')).toBeVisible();
    await expect(page.getByText('1 outdated vote', { exact: true })).toBeVisible();

    // Opening the vote again shows the note; Save waits for a change.
    await page.getByRole('button', { name: 'More actions for this career track' }).click();
    await page.getByRole('button', { name: 'Change my outdated vote' }).click();
    await expect(notes).toHaveValue('The tools listed are no longer used.');
    await expect(save).toBeDisabled();
    await page.keyboard.press('Escape');

    // A skill of the track can be followed from here, and shows on the reader's profile.
    await page.getByRole('button', { name: 'Follow Git', exact: true }).click();
    await expect(page.getByText("You're now following Git")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unfollow Git', exact: true })).toBeVisible();
    const readerHeaders = await tokenFor(request, reader.email, reader.password);
    const skills = await request.post('/api/v1/skills/get-following-skills', { data: {}, headers: readerHeaders });
    expect(((await skills.json()) as { items: { skill_name: string }[] }).items.map((s) => s.skill_name)).toEqual([
      'Git',
    ]);

    // The ladder's rung below, the track it was derived from, opens that track; there it is a rung up.
    const ladder = page.getByRole('list', { name: 'Ladder' });
    await expect(ladder.getByRole('listitem').filter({ hasText: '1 rung down' })).toContainText(base.title);
    await ladder.getByRole('link', { name: base.title }).click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${base.id}$`));
    await expect(page.getByRole('heading', { name: base.title, level: 1 })).toBeVisible();
    await expect(ladder.getByRole('listitem').filter({ hasText: '1 rung up' })).toContainText(derived.title);

    await page.goto('/ladder/0190f5b5-6a1e-7000-8000-000000000000');
    await expect(page.getByText('Ladder not found')).toBeVisible();
    await page.goto('/career-track/0190f5b5-6a1e-7000-8000-000000000000/view');
    await expect(page.getByText('Career track not found')).toBeVisible();
  });

  test('my career tracks: status badges and delete behind a confirmation', async ({ page, request }) => {
    const { headers, ...member } = await memberWithHeaders(request);
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
      .getByRole('button', { name: 'Delete career track' })
      .click();
    await expect(page.getByText('Career track deleted')).toBeVisible();
    await expect(page.getByText("You don't have any career tracks yet.")).toBeVisible();
  });

  test('a visitor reading a post sees the industry tree; opening an industry asks to sign in, then returns', async ({
    page,
    request,
  }) => {
    const { headers, ...author } = await memberWithHeaders(request);
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
    await signedInMember(page, request);
    await page.getByRole('button', { name: 'Career tracks' }).click();
    const menu = page.getByRole('dialog', { name: 'Career tracks' });
    await openIndustry(menu, new RegExp(INDUSTRY));
    await menu.getByRole('link', { name: 'Add a career track' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/career-track\/[0-9a-f-]+\/create$/);
    await expect(page.getByLabel('Industry')).toHaveValue(await industryId(request));
  });

  test('the tree and the editor in Vietnamese', async ({ page, request }) => {
    const { headers, ...member } = await memberWithHeaders(request);
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
