import { createMember, expect, seriousA11yViolations, signIn, test, tokenFor } from './fixtures';

// docs/decisions/0060-privacy-settings.md: a member keeps their follow lists to themself, and
// another member reads who may see them instead of an empty list.
const WORDS = {
  en: {
    privacy: 'Privacy',
    follows: 'Following and followers',
    onlyMe: 'Only me',
    saved: 'Privacy settings saved',
    locked: (name: string) => `Only ${name} can see this.`,
  },
  vi: {
    privacy: 'Quyền riêng tư',
    follows: 'Đang theo dõi và người theo dõi',
    onlyMe: 'Chỉ mình tôi',
    saved: 'Đã lưu cài đặt quyền riêng tư',
    locked: (name: string) => `Chỉ ${name} mới xem được phần này.`,
  },
} as const;

test('follow lists kept to "only me": saved in Settings, locked for another member (en, vi)', async ({
  page,
  request,
}) => {
  test.slow();
  for (const language of ['en', 'vi'] as const) {
    const words = WORDS[language];
    const owner = await createMember(request, `Phạm Thu ${language}`);
    const reader = await createMember(request, `Lý Minh ${language}`);
    const ownerHeaders = await tokenFor(request, owner.email, owner.password);
    const readerHeaders = await tokenFor(request, reader.email, reader.password);
    for (const headers of [ownerHeaders, readerHeaders])
      await request.put('/api/v1/users/current/me', { headers, data: { default_language: language } });
    const { id: readerId } = (await (
      await request.get('/api/v1/users/current/me', { headers: readerHeaders })
    ).json()) as { id: string };
    await request.post(`/api/v1/users/current/me/follow-user?user_id=${readerId}`, { headers: ownerHeaders });
    const { username } = (await (await request.get('/api/v1/users/current/me', { headers: ownerHeaders })).json()) as {
      username: string;
    };

    // The owner chooses "Only me" for their follow lists, by keyboard, and is told it is saved.
    await signIn(page, owner.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto('/settings');
    const privacy = page.getByRole('region', { name: words.privacy });
    const follows = privacy.getByRole('group', { name: words.follows });
    await follows.getByRole('radio', { name: words.onlyMe }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(words.saved)).toBeVisible();
    await expect(follows.getByRole('radio', { name: words.onlyMe })).toBeChecked();
    expect(await seriousA11yViolations(page), `/settings (${language})`).toEqual([]);

    // Another member opens the owner's Following: who may see it, not an empty list.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await signIn(page, reader.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/profile/${username}?tab=followings`);
    await expect(page.getByTestId('locked-state')).toContainText(words.locked(owner.name));
    expect(await seriousA11yViolations(page), `locked list (${language})`).toEqual([]);
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
  }
});
