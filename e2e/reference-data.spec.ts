import { expect, memberWithHeaders, moderatorPage, seriousA11yViolations, test } from './fixtures';

/** What the test reads and clicks, in each language (packages/shared/src/i18n/safety-ui.*.ts). */
const WORDS = {
  en: {
    tab: 'Reference data',
    searchSkills: 'Search skills',
    edit: (name: string) => `Edit ${name}`,
    editTitle: 'Edit skill',
    nameVn: 'Name in Vietnamese',
    save: 'Save',
    saved: (name: string) => `“${name}” saved`,
    merge: (name: string) => `Merge into… ${name}`,
    mergeInto: 'Skill that stays',
    next: 'Continue',
    confirmTitle: 'Merge these skills?',
    confirm: 'Merge skills',
    merged: /^Merged “.*”: \d+ entr(y|ies) moved\.$/,
  },
  vi: {
    tab: 'Dữ liệu tham chiếu',
    searchSkills: 'Tìm kỹ năng',
    edit: (name: string) => `Sửa ${name}`,
    editTitle: 'Sửa kỹ năng',
    nameVn: 'Tên tiếng Việt',
    save: 'Lưu',
    saved: (name: string) => `Đã lưu “${name}”`,
    merge: (name: string) => `Gộp vào… ${name}`,
    mergeInto: 'Kỹ năng được giữ lại',
    next: 'Tiếp tục',
    confirmTitle: 'Gộp các kỹ năng này?',
    confirm: 'Gộp kỹ năng',
    merged: /^Đã gộp “.*”: đã chuyển \d+ mục\.$/,
  },
} as const;

for (const language of ['en', 'vi'] as const) {
  const w = WORDS[language];
  test(`a moderator renames a skill in Vietnamese and merges a duplicate skill (${language})`, async ({
    browser,
    request,
  }) => {
    // A member adds a skill twice under two names, and follows the duplicate.
    const member = await memberWithHeaders(request);
    const tag = `${language}${Date.now().toString(36)}`;
    const kept = `Refdata ${tag}`;
    const duplicate = `Refdata ${tag} duplicate`;
    const skillIds: string[] = [];
    for (const name of [kept, duplicate]) {
      const made = await request.post('/api/v1/skills', { headers: member.headers, data: { name } });
      expect(made.status()).toBe(201);
      skillIds.push(((await made.json()) as { id: string }).id);
    }
    const [keptId, duplicateId] = skillIds as [string, string];
    const follow = `/api/v1/skills/follow-skill?skill_id=${duplicateId}`;
    expect((await request.post(follow, { headers: member.headers })).ok()).toBe(true);

    const moderator = await moderatorPage(browser, request, language);
    await moderator.goto('/moderation');
    await moderator.getByRole('tab', { name: w.tab }).click();
    await moderator.getByRole('searchbox', { name: w.searchSkills }).fill(tag);
    await expect(moderator.getByRole('button', { name: w.edit(duplicate), exact: true })).toBeVisible();
    expect(await seriousA11yViolations(moderator), 'the reference data tab').toEqual([]);

    // Rename the kept skill's Vietnamese name.
    await moderator.getByRole('button', { name: w.edit(kept), exact: true }).click();
    const form = moderator.getByRole('dialog', { name: w.editTitle });
    const vietnamese = `Kỹ năng ${tag} đã đổi tên`;
    await form.getByRole('textbox', { name: w.nameVn }).fill(vietnamese);
    await form.getByRole('button', { name: w.save }).click();
    await expect(moderator.getByText(w.saved(language === 'vi' ? vietnamese : kept))).toBeVisible();
    await expect(moderator.getByRole('paragraph').filter({ hasText: vietnamese })).toBeVisible();

    // Merge the duplicate into it.
    await moderator.getByRole('button', { name: w.merge(duplicate), exact: true }).click();
    const picker = moderator.getByRole('combobox', { name: w.mergeInto });
    await picker.fill(tag);
    await moderator.getByRole('option', { name: new RegExp(`^${kept} · ${vietnamese}`) }).click();
    expect(await seriousA11yViolations(moderator), 'the merge dialog').toEqual([]);
    await moderator.getByRole('button', { name: w.next }).click();
    const confirm = moderator.getByRole('dialog', { name: w.confirmTitle });
    await expect(confirm).toContainText(duplicate);
    await confirm.getByRole('button', { name: w.confirm }).click();
    await expect(moderator.getByText(w.merged)).toBeVisible();
    await expect(moderator.getByRole('button', { name: w.edit(duplicate), exact: true })).toHaveCount(0);

    // The duplicate is gone; the member now follows the kept skill, named in Vietnamese.
    expect((await request.get(`/api/v1/skills?skill_id=${duplicateId}`)).status()).toBe(404);
    const skill = (await (await request.get(`/api/v1/skills?skill_id=${keptId}`)).json()) as { name_vn: string };
    expect(skill.name_vn).toBe(vietnamese);
    const following = await request.post(`/api/v1/skills/get-following-skills`, { headers: member.headers });
    expect(JSON.stringify(await following.json())).toContain(keptId);
    await moderator.context().close();
  });
}
