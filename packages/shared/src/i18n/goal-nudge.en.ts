/**
 * English texts of the weekly nudge of a member with goals (`goalNudge.*`): the setting, the
 * notification, the mail and its unsubscribe page. vi mirrors every key.
 */
export const goalNudgeEn = {
  settings_title: 'Weekly nudge about your goals',
  settings_hint: 'Once a week: what moved last week and your next step.',
  channel_label: 'Send it by',
  channel_mail: 'Email',
  channel_notification: 'Notification',
  channel_none: 'Don’t send it',
  weekday_label: 'Day',
  time_zone_label: 'Time zone',
  weekday_1: 'Monday',
  weekday_2: 'Tuesday',
  weekday_3: 'Wednesday',
  weekday_4: 'Thursday',
  weekday_5: 'Friday',
  weekday_6: 'Saturday',
  weekday_7: 'Sunday',
  saved: 'Weekly nudge saved',
  save_failed: 'Couldn’t save the weekly nudge. Try again.',
  validation: {
    channel: 'Choose email, notification or none',
    weekday: 'Choose a day of the week',
    time_zone: 'Choose a time zone from the list',
  },
  errors: {
    link_invalid:
      'This unsubscribe link isn’t valid. Open the latest email again, or change the weekly nudge in Settings.',
  },
  mail_subject: 'Your week on Ladder',
  mail_moved_one: 'Last week you marked {{count}} skill done. Keep going.',
  mail_moved_other: 'Last week you marked {{count}} skills done. Keep going.',
  mail_moved_none: 'Nothing moved last week, and that’s okay: one small step this week is enough.',
  mail_next_step: 'Your next step: {{skill}} in “{{track}}”',
  mail_button: 'Open my goal',
  mail_unsubscribe: 'Stop these weekly emails',
  unsubscribed_title: 'Unsubscribed',
  unsubscribed_body: 'You won’t get the weekly email about your goals anymore. You can turn it back on in Settings.',
  link_invalid_title: 'Link not valid',
};
