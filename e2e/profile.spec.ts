import { expect, memberWithHeaders, meOf, seriousA11yViolations, signIn, test } from './fixtures';
import { createTrack } from './track-helpers';

// Experience, education and certificates on one's profile (docs/api/profile.md): added, changed and deleted in
// dialogs, in English then Vietnamese, with axe on each.
const WORDS = {
  en: {
    section: 'Experience, education & certificates',
    addCert: 'Add certificate',
    name: 'Certificate name',
    issuer: 'Issuing organization',
    issued: 'Issue month',
    credential: 'Credential URL',
    viewCredential: 'View credential',
    addJob: 'Add experience',
    addSchool: 'Add education',
    role: 'Role',
    organization: 'Organization',
    program: 'Program or degree',
    school: 'School',
    place: 'Place',
    start: 'Start month',
    end: 'End month',
    currentJob: 'I work here now',
    visibility: 'Who can see this',
    members: 'Ladder members',
    save: 'Save',
    saved: 'Item saved',
    present: 'Present',
    edit: 'Edit',
    delete: 'Delete',
    deleted: 'Item deleted',
    endBeforeStart: 'The end month can’t be before the start month.',
  },
  vi: {
    section: 'Kinh nghiệm, học vấn & chứng chỉ',
    addCert: 'Thêm chứng chỉ',
    name: 'Tên chứng chỉ',
    issuer: 'Tổ chức cấp',
    issued: 'Tháng cấp',
    credential: 'Đường dẫn xác minh',
    viewCredential: 'Xem xác minh',
    addJob: 'Thêm kinh nghiệm',
    addSchool: 'Thêm học vấn',
    role: 'Vị trí',
    organization: 'Tổ chức',
    program: 'Chương trình hoặc bằng cấp',
    school: 'Trường',
    place: 'Địa điểm',
    start: 'Tháng bắt đầu',
    end: 'Tháng kết thúc',
    currentJob: 'Tôi đang làm việc ở đây',
    visibility: 'Ai có thể xem',
    members: 'Thành viên Ladder',
    save: 'Lưu',
    saved: 'Đã lưu mục',
    present: 'Hiện tại',
    edit: 'Sửa',
    delete: 'Xóa',
    deleted: 'Đã xóa mục',
    endBeforeStart: 'Tháng kết thúc không thể trước tháng bắt đầu.',
  },
} as const;

test('experience, education and certificates: add a job, a school and a certificate, change and delete, in both languages', async ({
  page,
  request,
}) => {
  test.slow();
  const { headers, ...member } = await memberWithHeaders(request, 'Phạm Thu Hà');
  const { username } = await meOf(request, headers);
  await signIn(page, member.email);
  await expect(page).toHaveURL(/\/feed$/);

  for (const language of ['en', 'vi'] as const) {
    const w = WORDS[language];
    const job = `Backend engineer ${language}`;
    const school = `Computer science ${language}`;
    await request.put('/api/v1/users/current/me', { headers, data: { default_language: language } });
    await page.goto(`/profile/${username}`);
    const section = page.getByRole('region', { name: w.section });

    await section.getByRole('button', { name: w.addJob }).click();
    let dialog = page.getByRole('dialog', { name: w.addJob });
    await dialog.getByLabel(w.role).fill(job);
    await dialog.getByLabel(w.organization).fill('FPT Software');
    await dialog.getByLabel(w.place).fill('Hà Nội');
    await dialog.getByLabel(w.start).fill('2022-03');
    await dialog.getByLabel(w.currentJob).check();
    await dialog.getByLabel(w.visibility).selectOption({ label: w.members });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    const jobRow = section.getByRole('listitem').filter({ hasText: job });
    await expect(jobRow).toContainText('FPT Software · Hà Nội');
    await expect(jobRow).toContainText(w.present);
    await expect(jobRow).toContainText(w.members);

    await section.getByRole('button', { name: w.addSchool }).click();
    dialog = page.getByRole('dialog', { name: w.addSchool });
    await dialog.getByLabel(w.program).fill(school);
    await dialog.getByLabel(w.school).fill('HUST');
    await dialog.getByLabel(w.start).fill('2016-09');
    await dialog.getByLabel(w.end).fill('2015-06');
    await dialog.getByRole('button', { name: w.save }).click();
    // The end before the start is refused on its box, in the page's language.
    await expect(dialog.getByLabel(w.end)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(w.endBeforeStart)).toBeVisible();
    await dialog.getByLabel(w.end).fill('2020-06');
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('listitem').filter({ hasText: school })).toContainText('HUST');

    const certificate = `AWS Solutions Architect ${language}`;
    await section.getByRole('button', { name: w.addCert }).click();
    dialog = page.getByRole('dialog', { name: w.addCert });
    await dialog.getByLabel(w.name).fill(certificate);
    await dialog.getByLabel(w.issuer).fill('Amazon Web Services');
    await dialog.getByLabel(w.issued).fill('2024-05');
    await dialog.getByLabel(w.credential).fill('http://aws.example.com/verify/1');
    await dialog.getByRole('button', { name: w.save }).click();
    // https only.
    await expect(dialog.getByLabel(w.credential)).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel(w.credential).fill('https://aws.example.com/verify/1');
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog).toBeHidden();
    const certRow = section.getByRole('listitem').filter({ hasText: certificate });
    await expect(certRow.getByRole('link', { name: w.viewCredential })).toHaveAttribute(
      'href',
      'https://aws.example.com/verify/1',
    );

    await jobRow.getByRole('button', { name: `${w.edit} ${job}` }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.role).fill(`${job} lead`);
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(`${job} lead`)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const schoolRow = section.getByRole('listitem').filter({ hasText: school });
    await schoolRow.getByRole('button', { name: `${w.delete} ${school}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.delete, exact: true }).click();
    await expect(page.getByText(w.deleted)).toBeVisible();
    await expect(schoolRow).toBeHidden();
  }
});

test("a career track's author line shows the author's current role, in both languages", async ({
  page,
  request,
  browser,
}) => {
  const author = await memberWithHeaders(request, 'Đặng Thái Sơn');
  const job = (visibility: string) => ({
    kind: 'experience',
    title: 'Staff engineer',
    organization: 'VNG',
    start_month: '2023-02',
    visibility,
  });
  const added = await request.post('/api/v1/users/current/me/profile-items', {
    headers: author.headers,
    data: job('members'),
  });
  expect(added.status()).toBe(201);
  const track = await createTrack(request, author.headers, `Role track ${Date.now().toString(36)}`);
  const { headers, ...reader } = await memberWithHeaders(request, 'Hoàng Cầm');
  await signIn(page, reader.email);
  await expect(page).toHaveURL(/\/feed$/);
  for (const [language, line] of [
    ['en', 'Staff engineer at VNG'],
    ['vi', 'Staff engineer tại VNG'],
  ] as const) {
    await request.put('/api/v1/users/current/me', { headers, data: { default_language: language } });
    await page.goto(`/ladder/${track.id}`);
    await expect(page.getByText(line, { exact: true })).toBeVisible();
  }

  // Members-only, the job stays off the public page; made public, a visitor reads it there too.
  const { username } = await meOf(request, author.headers);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/profile/${username}`);
  await expect(visitor.getByRole('heading', { name: 'Đặng Thái Sơn' })).toBeVisible();
  await expect(visitor.getByText('Staff engineer at VNG')).toHaveCount(0);
  const item = (await added.json()) as { id: string };
  const shown = await request.put(`/api/v1/users/current/me/profile-items/${item.id}`, {
    headers: author.headers,
    data: job('public'),
  });
  expect(shown.status()).toBe(200);
  await visitor.goto(`/profile/${username}`);
  await expect(visitor.getByText('Staff engineer at VNG')).toBeVisible();
});
