import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { smtpTransport } from '../../mail/transports';
import { useTrackApp } from '../../../test/track-test-app';
import { expectRows } from '../../../test/row-shapes';
import { goalPlanCalls } from '../../../test/goal-plan-fixtures';
import { goalNudgeRepository, nudgeRowSchema, nudgeSettingsRowSchema } from './goal-nudge.repository';

// The weekly nudge (docs/api/goal-plan.md "The weekly nudge"), on both databases (TEST_DB), with
// the real SMTP server of the tests.
const { ctx, pick } = useTrackApp();
const { api, progress, goalOf } = goalPlanCalls(ctx, pick);

/** Friday 27 November 2026, 10:00 in Ho Chi Minh City (03:00 UTC): ISO week 2026-W48. */
const FRIDAY_10_HCM = new Date('2026-11-27T03:00:00Z');
const nudge = (headers: Record<string, string>, body: object) =>
  api('PUT', '/users/current/me/goal-nudge', headers, body);
const notificationsOf = (userId: string) =>
  queryRows<{ kind: string; detail: string | null }>(
    ctx.database.db,
    sql`select kind, detail from notifications where user_id = ${userId}::uuid and kind = 'goal_nudge'`,
  );

describe('the weekly nudge’s settings', () => {
  it('start as a notification on Monday in Ho Chi Minh City, change field by field, and refuse what is not on the lists', async () => {
    const { me } = await goalOf();
    expect((await api('GET', '/users/current/me/goal-nudge', me.headers)).json()).toEqual({
      channel: 'notification',
      weekday: 1,
      time_zone: 'Asia/Ho_Chi_Minh',
    });
    const saved = await nudge(me.headers, { channel: 'mail', weekday: 5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ channel: 'mail', weekday: 5, time_zone: 'Asia/Ho_Chi_Minh' });
    expect((await nudge(me.headers, { time_zone: 'Europe/Berlin' })).json()).toMatchObject({ channel: 'mail' });

    const bad = await nudge({ ...me.headers, 'accept-language': 'vi' }, { time_zone: 'Mars/Olympus', weekday: 8 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'time_zone', message: 'Chọn một múi giờ trong danh sách' },
        { field: 'weekday', message: 'Chọn một ngày trong tuần' },
      ]),
    );
    expect((await nudge(me.headers, { channel: 'pigeon' })).json().errors).toEqual([
      { field: 'channel', message: 'Choose email, notification or none' },
    ]);
    expectRows(nudgeSettingsRowSchema, [await goalNudgeRepository.settings(ctx.database.db, me.user.id)]);
    // Off again: this member (Friday in Berlin) would be due in the sending tests' week, or not,
    // by the real clock of an instance's start-up run; they count only their own members.
    expect((await nudge(me.headers, { channel: 'none' })).statusCode).toBe(200);
  });
});

describe('sending the weekly nudge', () => {
  it('goes once per member and week across two instances, by mail or notification, never to a member who left', async () => {
    // The second instance is ready before the members exist: its start-up run finds none of them.
    const second = await buildApp(ctx.config, {
      database: ctx.database,
      logger: false,
      mailTransport: smtpTransport(ctx.mailbox.url),
    });
    await second.ready();
    try {
      const mail = await goalOf();
      const viMail = await goalOf();
      const notified = await goalOf();
      const [deactivated, leaving, none, otherDay, newYork] = [
        await goalOf(),
        await goalOf(),
        await goalOf(),
        await goalOf(),
        await goalOf(),
      ];
      await ctx.database.db.execute(
        sql`update users set default_language = 'vi' where id = ${viMail.me.user.id}::uuid`,
      );
      for (const { me } of [mail, viMail, deactivated, leaving])
        await nudge(me.headers, { channel: 'mail', weekday: 5 });
      await nudge(notified.me.headers, { weekday: 5 });
      await nudge(none.me.headers, { channel: 'none', weekday: 5 });
      await nudge(otherDay.me.headers, { channel: 'mail', weekday: 4 });
      // 03:00 UTC on Friday is still Thursday evening in New York.
      await nudge(newYork.me.headers, { channel: 'mail', weekday: 5, time_zone: 'America/New_York' });
      await progress(mail.me.headers, mail.trackId, mail.skillIds[0] ?? '', { status: 'done' });
      await progress(mail.me.headers, mail.trackId, mail.skillIds[1] ?? '', { status: 'learning' });
      await ctx.database.db.execute(sql`update users set is_active = false where id = ${deactivated.me.user.id}::uuid`);
      await ctx.database.db.execute(
        sql`update users set deletion_due_at = now() + interval '7 days' where id = ${leaving.me.user.id}::uuid`,
      );

      // Before 08:00 in the member's zone nothing is due.
      expect(await ctx.app.goalNudges.sendDue(new Date('2026-11-27T00:30:00Z'))).toBe(0);
      const runs = await Promise.all([
        ctx.app.goalNudges.sendDue(FRIDAY_10_HCM),
        second.goalNudges.sendDue(FRIDAY_10_HCM),
        ctx.app.goalNudges.sendDue(FRIDAY_10_HCM),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
      // Later the same week, from either instance: nothing more.
      expect(await second.goalNudges.sendDue(new Date('2026-11-27T09:00:00Z'))).toBe(0);
      await Promise.all([ctx.app.mailer.idle(), second.mailer.idle()]);

      const [sent, ...rest] = ctx.mailbox.to(mail.me.user.email);
      expect(rest).toEqual([]);
      expect(sent?.subject).toBe('Your week on Ladder');
      expect(sent?.text).toContain('Last week you marked 1 skill done.');
      // Learning comes first among next steps.
      expect(sent?.text).toMatch(/Your next step: .+ in “/);
      expect(sent?.text).toContain(`https://ladder.test/goals/${mail.trackId}`);
      expect(sent?.listUnsubscribe).toBe(`<${sent?.link}>`);
      expect(sent?.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
      const vi = ctx.mailbox.to(viMail.me.user.email);
      expect(vi.map((m) => [m.subject, m.language])).toEqual([['Tuần của bạn trên Ladder', 'vi']]);
      expect(vi[0]?.text).toContain('Ngừng nhận email hằng tuần này');

      const [notification, ...more] = await notificationsOf(notified.me.user.id);
      expect(more).toEqual([]);
      expect(notification?.detail).toMatch(/^0:.+/);
      const list = await api('POST', '/users/current/me/notifications?limit=5', notified.me.headers, {});
      expect(list.json().items[0]).toMatchObject({ kind: 'goal_nudge', career_track: { id: notified.trackId } });

      for (const { me } of [deactivated, leaving, none, otherDay, newYork]) {
        expect(ctx.mailbox.to(me.user.email)).toEqual([]);
        expect(await notificationsOf(me.user.id)).toEqual([]);
      }
      const claimed = [{ user_id: mail.me.user.id, iso_week: '2026-W48', channel: 'mail' }];
      expectRows(nudgeRowSchema, await goalNudgeRepository.details(ctx.database.db, claimed, FRIDAY_10_HCM));
      // The next week it comes again.
      expect(await ctx.app.goalNudges.sendDue(new Date('2026-12-04T03:00:00Z'))).toBe(3);
    } finally {
      await second.close();
    }
  });
});

describe('unsubscribing in one click', () => {
  it('works without signing in from the link and by the mail client’s POST; a tampered link is refused', async () => {
    const { me } = await goalOf();
    await nudge(me.headers, { channel: 'mail' });
    const token = ctx.app.goalNudges.unsubscribeToken(me.user.id);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/goal-nudge/unsubscribe?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('You won’t get the weekly email about your goals anymore.');
    expect((await api('GET', '/users/current/me/goal-nudge', me.headers)).json().channel).toBe('none');

    await nudge(me.headers, { channel: 'mail' });
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/goal-nudge/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await api('GET', '/users/current/me/goal-nudge', me.headers)).json().channel).toBe('none');

    const other = (await goalOf()).me;
    const forged = `${other.user.id}${token.slice(36)}`;
    for (const bad of [forged, `${token.slice(0, -2)}xx`, 'nonsense', '']) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/goal-nudge/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'accept-language': 'vi' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'NUDGE_LINK_INVALID' });
      expect(refused.json().detail).toContain('Liên kết hủy đăng ký này không hợp lệ');
    }
    const refusedPage = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/goal-nudge/unsubscribe?token=${forged}`,
      headers: { accept: 'text/html' },
    });
    expect(refusedPage.statusCode).toBe(400);
    expect(refusedPage.body).toContain('This unsubscribe link isn’t valid.');
    expect((await api('GET', '/users/current/me/goal-nudge', other.headers)).json().channel).toBe('notification');
  });
});
