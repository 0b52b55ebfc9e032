/**
 * English texts of notifications (`notifications.*`). `{{name}}` is the member who acted,
 * `{{count}}` the others who did the same, `{{track}}` the reader's career track and `{{other}}`
 * the actor's. vi mirrors every key.
 */
export const notificationsEn = {
  title: 'Notifications',
  bell: 'Notifications',
  bell_unread_suffix_one: '({{count}} unread)',
  bell_unread_suffix_other: '({{count}} unread)',
  mark_all_read: 'Mark all as read',
  mark_read: 'Mark as read',
  unread: 'Unread',
  empty:
    'Nothing yet. When someone follows you, likes or answers your post, or builds on your career track, you will see it here.',
  today: 'Today',
  yesterday: 'Yesterday',
  someone: 'Someone',
  kind_follow: '{{name}} started following you',
  kind_like: '{{name}} liked your post',
  kind_like_others_one: '{{name}} and {{count}} other liked your post',
  kind_like_others_other: '{{name}} and {{count}} others liked your post',
  kind_comment: '{{name}} commented on your post: “{{detail}}”',
  kind_reply: '{{name}} replied to your comment: “{{detail}}”',
  kind_outdated: '{{name}} thinks your career track “{{track}}” is out of date: “{{detail}}”',
  kind_outdated_others_one:
    '{{name}} and {{count}} other think your career track “{{track}}” is out of date. Latest reason: “{{detail}}”',
  kind_outdated_others_other:
    '{{name}} and {{count}} others think your career track “{{track}}” is out of date. Latest reason: “{{detail}}”',
  kind_track_updated: '{{name}} updated “{{track}}”, the career track you voted out of date',
  kind_track_derived: '{{name}} built the career track “{{other}}” on yours, “{{track}}”',
  kind_track_next: '{{name}} named your career track “{{track}}” as the next step after “{{other}}”',
  kind_track_published: '{{name}} shared a new career track: “{{other}}”',
  kind_plan_started: 'Your Educator plan has started. You can now create as many career tracks as you need.',
  kind_plan_ending: 'Your Educator plan ends on {{date}}.',
  settings_title: 'What to notify me about',
  settings_saved: 'Notification settings saved',
  settings_failed: 'Could not save your notification settings. Please try again.',
  setting_follow: 'New followers',
  setting_like: 'Likes on my posts',
  setting_comment: 'Comments on my posts',
  setting_reply: 'Replies to my comments',
  setting_outdated: 'Outdated votes on my career tracks',
  setting_track_updated: 'Updates to career tracks I voted out of date',
  setting_track_derived: 'Career tracks built on mine',
  setting_track_next: 'Career tracks that name mine as the next step',
  setting_track_published: 'New career tracks from people I follow',
  setting_plan_started: 'My plan starting',
  setting_plan_ending: 'My plan ending in 7 days',
  setting_digest: 'Also email me once a day about what I have not read (off by default)',
  errors: {
    stream_limit: 'Too many live notification connections are open. Close a tab, or try again in a minute.',
  },
} as const;
