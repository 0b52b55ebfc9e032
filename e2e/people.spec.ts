import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  createMember,
  expect,
  memberWithHeaders,
  meOf,
  seriousA11yViolations,
  signedInMember,
  signIn,
  test,
  tokenFor,
} from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openOwnProfile(page: Page) {
  await page
    .getByRole('complementary', { name: 'Menu and suggestions' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByRole('tablist', { name: 'Profile sections' })).toBeVisible();
}

const search = (page: Page) => page.getByRole('combobox', { name: 'Search' });

test.describe('people', () => {
  test('follow a member from a post’s menu, see them under Followings, unfollow from their profile', async ({
    page,
    request,
  }) => {
    const { headers: authorHeaders, ...author } = await memberWithHeaders(request, `Trần Bảo Ngọc ${unique()}`);
    const text = `Bước đầu tiên trên nấc thang ${unique()}`;
    await request.post('/api/v1/posts', { data: { content: text }, headers: authorHeaders });

    await signedInMember(page, request);
    const card = page.getByRole('article').filter({ hasText: text });
    await card.getByRole('button', { name: 'Post options' }).click();
    await card.getByRole('button', { name: `Follow ${author.name}` }).click();
    await expect(page.getByText(`You're now following ${author.name}`)).toBeVisible();
    await card.getByRole('button', { name: 'Post options' }).click();
    await expect(card.getByRole('button', { name: `Unfollow ${author.name}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Like' }).click();
    await expect(card.getByText('1 like', { exact: true })).toBeVisible();

    await openOwnProfile(page);
    // Likes & comments sit under Posts, and Following under Network (issue 41: four tabs).
    await page.getByRole('tab', { name: 'Likes & comments' }).click();
    await expect(page.getByRole('tabpanel').last().getByRole('article').filter({ hasText: text })).toBeVisible();
    await expect(
      page
        .getByRole('tabpanel')
        .last()
        .getByText(/^Liked ·/),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Network' }).click();
    const followings = page.getByRole('tab', { name: /^Following/ });
    await expect(followings).toHaveText(/Following\s*1/);
    await followings.click();
    await expect(page).toHaveURL(/tab=followings/);
    const panel = page.getByRole('tabpanel').last();
    await expect(panel.getByRole('link', { name: author.name })).toBeVisible();
    await expect(panel.getByRole('button', { name: `Unfollow ${author.name}` })).toBeVisible();

    await panel.getByRole('link', { name: author.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
    await page.getByRole('tab', { name: 'Network' }).click();
    await expect(page.getByRole('tab', { name: /Followers/ })).toHaveText(/Followers\s*1/);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: `Unfollow ${author.name}` }).click();
    await expect(page.getByText(`You unfollowed ${author.name}`)).toBeVisible();
    await expect(page.getByRole('tab', { name: /Followers/ })).toHaveText(/Followers\s*0/);
    await expect(main.getByRole('button', { name: `Follow ${author.name}` })).toBeVisible();
    // The author's post list holds the post, and an unknown member is 'User not found'.
    await page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab', { name: 'Posts' }).click();
    await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
    await page.goto('/profile/@nobody-here-at-all');
    await expect(page.getByText('User not found')).toBeVisible();
  });

  test('edit the profile: a validation error, a refused link, a taken username, then success', async ({
    page,
    request,
  }) => {
    const other = await createMember(request);
    const taken = (await meOf(request, await tokenFor(request, other.email, other.password))).username;
    await signedInMember(page, request, 'Lê Thu Hà');
    await page.goto('/me/profile');
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Name', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required.', { exact: true })).toBeVisible();

    await dialog.getByLabel('Add a link').fill('not a link');
    await dialog.getByLabel('Add a link').press('Enter');
    await expect(dialog.getByText('Enter a valid web address.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove not a link' })).toHaveCount(0);
    await dialog.getByLabel('Add a link').fill('https://example.com/lethuha');
    await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
    await expect(dialog.getByRole('button', { name: 'Remove https://example.com/lethuha' })).toBeVisible();
    await dialog.getByLabel('Add a link').fill('https://example.org/remove-me');
    await dialog.getByLabel('Add a link').press('Enter');
    await dialog.getByRole('button', { name: 'Remove https://example.org/remove-me' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove https://example.org/remove-me' })).toHaveCount(0);

    await dialog.getByLabel('Name', { exact: true }).fill('Lê Thu Hà Mới');
    await dialog.getByLabel('Username').fill(taken);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This username is already taken')).toBeVisible();

    const username = `@thuha_${unique()}`;
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Headline').fill('Kỹ sư dữ liệu');
    await dialog.getByLabel('Bio').fill('Thích leo núi và dữ liệu.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/profile/${username}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Lê Thu Hà Mới' })).toBeVisible();
    await expect(page.getByText('Kỹ sư dữ liệu')).toBeVisible();
    await expect(page.getByRole('link', { name: /example\.com\/lethuha/ })).toBeVisible();
  });

  test('upload a profile photo (with its crop preview) and see it in the header and the menu', async ({
    page,
    request,
  }) => {
    await signedInMember(page, request);
    await openOwnProfile(page);

    const big = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Change profile photo')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([big, Buffer.alloc(5_242_881)]) });
    await expect(page.getByText('This file is too big. The limit is 5 MB.')).toBeVisible();

    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1e90ff' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Change profile photo')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    const dialog = page.getByRole('dialog', { name: 'Your profile photo' });
    await expect(dialog.locator('img')).toBeVisible();
    await dialog.getByLabel('Zoom').fill('1.5');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Profile photo updated')).toBeVisible();
    await expect(dialog).toBeHidden();

    const header = page.getByRole('main').locator('section').first();
    await expect(header.locator('img[src*="profile_photo"]')).toBeVisible();
    const menuLink = page
      .getByRole('complementary', { name: 'Menu and suggestions' })
      .getByRole('link', { name: 'Profile' });
    await expect(menuLink.locator('img')).toHaveAttribute('src', /profile_photo/);
  });

  test('You might like shows a long name whole, on two lines at most', async ({ page, request }) => {
    const long = await memberWithHeaders(request, 'Tôn Nữ Hoàng Thị Bảo Ngọc Phương');
    const friend = await memberWithHeaders(request, 'Lê Văn Hùng');
    const follow = async (headers: Record<string, string>, whom: Record<string, string>) =>
      expect(
        (
          await request.post(`/api/v1/users/current/me/follow-user?user_id=${(await meOf(request, whom)).id}`, {
            headers,
          })
        ).status(),
      ).toBe(200);
    await follow(friend.headers, long.headers);
    const me = await memberWithHeaders(request);
    await follow(me.headers, friend.headers);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, me.email);
    const link = page
      .getByRole('complementary', { name: 'Menu and suggestions' })
      .getByRole('link', { name: long.name });
    await expect(link).toBeVisible();
    const box = await link.evaluate((element) => ({
      isCut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      lines: Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
    }));
    expect(box).toEqual({ isCut: false, lines: 2 });
  });

  test('search finds a Vietnamese name typed without accents, by keyboard', async ({ page, request }) => {
    const mark = unique().replace(/\d/g, 'x');
    const target = await createMember(request, `Nguyễn Văn Thành ${mark}`);
    await signedInMember(page, request);

    await search(page).fill(`nguyen van thanh ${mark}`);
    const option = page.getByRole('option', { name: new RegExp(target.name) });
    await expect(option).toBeVisible();
    await expect(page.getByRole('group', { name: 'People' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await search(page).press('ArrowDown');
    await expect(search(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await search(page).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();

    await search(page).fill('qqzzkkvvwwxxyy');
    await expect(page.getByText('No results found for "qqzzkkvvwwxxyy"')).toBeVisible();
    await search(page).press('Escape');
    await expect(page.getByText('No results found for "qqzzkkvvwwxxyy"')).toBeHidden();
  });

  test('what is typed into the search box the moment it appears is kept', async ({ page, request }) => {
    const mark = [...unique()].reverse().join('').replace(/\d/g, 'k');
    const target = await createMember(request, `Nguyễn Thị Lan ${mark}`);
    const member = await createMember(request);
    // Typed in the very task that drew the box (on the feed, once signed in), before React has run
    // the page's effects: an effect that set the box's text on mount erased it (full run 4).
    await page.addInitScript((typed) => {
      new MutationObserver((_, observer) => {
        const box = document.querySelector<HTMLInputElement>('input[role=combobox]');
        if (!box) return;
        observer.disconnect();
        // The prototype's setter, as typing does: React sees the value change.
        Reflect.set(HTMLInputElement.prototype, 'value', typed, box);
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }).observe(document, { childList: true, subtree: true });
    }, `lan ${mark}`);
    await signIn(page, member.email);
    await expect(search(page)).toHaveValue(`lan ${mark}`);
    await expect(page.getByRole('option', { name: new RegExp(target.name) })).toBeVisible();
  });

  test('the search box never shows a late answer over a newer one, and reuses an answer when typing back', async ({
    page,
    request,
  }) => {
    const mark = [...unique()].reverse().join('').replace(/\d/g, 'z');
    await createMember(request, `Đinh Tiên ${mark}`);
    await createMember(request, `Đinh Bộ ${mark}`);
    await signedInMember(page, request);

    // The answer for "tien" is held back until the one for "bo" has been shown.
    const asked: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const settled = new Promise<void>((resolve) => {
      const done = (r: { url: () => string }) => {
        if (r.url().includes('keywords=tien')) resolve();
      };
      page.on('requestfinished', done);
      page.on('requestfailed', done);
    });
    await page.route('**/api/v1/users/current/me/search?*', async (route) => {
      const keywords = new URL(route.request().url()).searchParams.get('keywords') ?? '';
      asked.push(keywords);
      if (keywords.startsWith('tien')) await held;
      // A request the page has dropped meanwhile cannot be continued.
      await route.continue().catch(() => undefined);
    });
    await search(page).fill(`tien ${mark}`);
    await expect.poll(() => asked).toContain(`tien ${mark}`);
    await search(page).fill(`bo ${mark}`);
    await expect(page.getByRole('option', { name: new RegExp(`Đinh Bộ ${mark}`) })).toBeVisible();
    // Released, the late answer arrives (or its request was dropped) and changes nothing.
    release();
    await settled;
    await expect(page.getByRole('option', { name: new RegExp(`Đinh Bộ ${mark}`) })).toBeVisible();
    await expect(page.getByRole('option', { name: new RegExp(`Đinh Tiên ${mark}`) })).toHaveCount(0);

    // Typing on, then back to "bo", shows its answer again without asking the server.
    await search(page).fill(`dinh ${mark}`);
    await expect(page.getByRole('option', { name: new RegExp(`Đinh Tiên ${mark}`) })).toBeVisible();
    await search(page).fill(`bo ${mark}`);
    await expect(page.getByRole('option', { name: new RegExp(`Đinh Tiên ${mark}`) })).toHaveCount(0);
    await expect(page.getByRole('option', { name: new RegExp(`Đinh Bộ ${mark}`) })).toBeVisible();
    expect(asked.filter((k) => k === `bo ${mark}`)).toHaveLength(1);
  });

  test('Enter opens the full results page: names before headlines, paged, in tabs', async ({ page, request }) => {
    // Random letters first: marks of other tests (time first) would be near spellings of it.
    const mark = [...unique()].reverse().join('').replace(/\d/g, 'q');
    const named = [];
    for (let i = 0; i < 10; i += 1) named.push(await createMember(request, `Lưu Bình ${mark} ${'abcdefghij'[i]}`));
    const { headers } = await memberWithHeaders(request, 'Tô Hoài');
    await request.put('/api/v1/users/current/me', { data: { headline: `Data Engineer ${mark}` }, headers });
    await signedInMember(page, request);

    await search(page).fill(mark);
    await expect(page.getByRole('option', { name: `See all results for "${mark}"` })).toBeVisible();
    await search(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${mark}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Results for "${mark}"` })).toBeVisible();
    const results = page.getByRole('tabpanel').getByRole('listitem');
    // Ten to a page, the eleventh (found by headline, after every name) on the next one.
    await expect(results).toHaveCount(11);
    await expect(results.last()).toContainText('Tô Hoài');
    await expect(results.last()).toContainText(`Data Engineer ${mark}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Career tracks' }).click();
    await expect(page).toHaveURL(/tab=tracks/);
    await expect(page.getByText(`No career tracks match "${mark}".`)).toBeVisible();
  });

  test('upgrade to the Educator plan, then cancel it', async ({ page, request }) => {
    await signedInMember(page, request);
    // The plan is on the Settings page, in the menu (issue 41).
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    const plan = page.getByRole('region', { name: 'Plan' });
    await expect(plan.getByText('User plan', { exact: true })).toBeVisible();
    await expect(
      plan.getByText(
        'Up to 10 career tracks of your own, counting drafts and copies made with “Use as a starting point”. The Educator plan has no limit.',
      ),
    ).toBeVisible();
    await plan.getByRole('button', { name: 'Upgrade' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to the Educator plan?' });
    // A 0 VND plan is free and announces no renewal (issue 34).
    await expect(upgrade.getByText("Free. You won't be charged, and nothing renews.")).toBeVisible();
    await expect(upgrade.getByText('Your career tracks are no longer capped at 10.')).toBeVisible();
    await upgrade.getByRole('button', { name: 'Upgrade' }).click();
    await expect(page.getByText("You're on the Educator plan")).toBeVisible();
    await expect(plan.getByText(/^Educator plan · monthly · since/)).toBeVisible();
    await expect(plan.getByText('Educator plan', { exact: true })).toBeVisible();
    await expect(plan.getByText('Active', { exact: true })).toBeVisible();

    await plan.getByRole('button', { name: 'Cancel plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the Educator plan?' });
    await confirm.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByText('Your Educator plan is canceled')).toBeVisible();
    await expect(plan.getByText('Canceled', { exact: true })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Upgrade' })).toBeVisible();
  });

  test('in Vietnamese: follow from a post, the toast and counts, a search with no result, the upgrade', async ({
    page,
    request,
  }) => {
    const { headers: authorHeaders, ...author } = await memberWithHeaders(request, `Lý Thu Hà ${unique()}`);
    const text = `Chia sẻ kinh nghiệm phỏng vấn ${unique()}`;
    await request.post('/api/v1/posts', { data: { content: text }, headers: authorHeaders });
    const { headers: readerHeaders, ...reader } = await memberWithHeaders(request);
    await request.put('/api/v1/users/current/me', { data: { default_language: 'vi' }, headers: readerHeaders });

    await signIn(page, reader.email);
    await expect(page).toHaveURL(/\/feed$/);
    const card = page.getByRole('article').filter({ hasText: text });
    await card.getByRole('button', { name: 'Tùy chọn bài viết' }).click();
    await card.getByRole('button', { name: `Theo dõi ${author.name}` }).click();
    await expect(page.getByText(`Theo dõi thành công: ${author.name}`)).toBeVisible();

    const box = page.getByRole('combobox', { name: 'Tìm kiếm' });
    await box.fill('zzqxw khong ai');
    await expect(page.getByText('Không tìm thấy kết quả cho "zzqxw khong ai"')).toBeVisible();
    await box.press('Escape');

    await page.goto(`/profile/${(await meOf(request, readerHeaders)).username}?tab=followings`);
    await expect(page.getByRole('tab', { name: /Đang theo dõi/ })).toHaveText(/Đang theo dõi\s*1/);
    // The plan is on the Settings page (issue 41).
    await page.goto('/settings');
    await expect(
      page.getByText(
        'Tạo tối đa 10 lộ trình sự nghiệp, tính cả bản nháp và bản sao tạo bằng “Dùng làm điểm khởi đầu”. Gói Nhà giáo dục không giới hạn.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Nâng cấp' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Nâng cấp lên gói Nhà giáo dục?' });
    await expect(upgrade.getByText('Miễn phí. Bạn không bị thu phí và không có gì tự gia hạn.')).toBeVisible();
    await upgrade.getByRole('button', { name: 'Nâng cấp' }).click();
    await expect(page.getByText('Nâng cấp thành công')).toBeVisible();
  });

  test('the profile in Vietnamese, with its empty lists, passes axe', async ({ page, request }) => {
    await signedInMember(page, request);
    await openOwnProfile(page);
    // Settled once its list has answered (the live notification stream keeps the network busy).
    await expect(page.getByText('No posts yet.', { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('complementary', { name: 'Menu and suggestions' }).getByLabel('Language').selectOption('vi');
    const sections = page.getByRole('tablist', { name: 'Các mục của trang cá nhân' });
    await expect(sections.getByRole('tab', { name: 'Bài viết' })).toBeVisible();
    await expect(page.getByText('Chưa có bài viết nào')).toBeVisible();
    await sections.getByRole('tab', { name: 'Bài viết' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Lộ trình sự nghiệp' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Chưa chia sẻ lộ trình sự nghiệp nào')).toBeVisible();
    await page.getByRole('tab', { name: 'Lộ trình sự nghiệp' }).press('ArrowRight');
    await expect(sections.getByRole('tab', { name: 'Kỹ năng & mục tiêu' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Kỹ năng & trình độ' })).toHaveAttribute('aria-selected', 'true');
    // One's own empty list of goals leads into the first run (issue 41).
    await expect(page.getByRole('main').getByRole('link', { name: 'Chọn mục tiêu' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Kỹ năng theo dõi' }).click();
    await expect(page.getByText('Chưa theo dõi kỹ năng nào')).toBeVisible();
    await sections.getByRole('tab', { name: 'Mạng lưới' }).click();
    await expect(page.getByText('Chưa theo dõi người nào')).toBeVisible();
    await page.getByRole('tab', { name: 'Hashtag' }).click();
    await expect(page.getByText('Chưa theo dõi hashtag nào')).toBeVisible();
    await sections.getByRole('tab', { name: 'Bài viết' }).click();
    await page.getByRole('tab', { name: 'Thích & bình luận' }).click();
    await expect(page.getByText('Chưa có hoạt động nào')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chỉnh sửa trang cá nhân' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
