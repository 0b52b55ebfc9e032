/**
 * English texts of the installed app and Web Push (`push.*`): the manifest, the install prompt,
 * the phone's notification settings and their errors. vi mirrors every key.
 */
export const pushEn = {
  app_description: 'Plan your career, rung by rung, with people in your industry.',
  install_title: 'Install Ladder',
  install_hint: 'Open Ladder from your home screen, like any other app.',
  install_button: 'Install',
  install_dismiss: 'Not now',
  settings_title: 'Notifications on this device',
  settings_hint: 'Get notified on this phone or computer, even when Ladder is closed.',
  turn_on: 'Turn on',
  turn_off: 'Turn off',
  is_on: 'On for this device',
  unsupported: 'This browser can’t show notifications from Ladder.',
  denied: 'Notifications are blocked for Ladder. Allow them in your browser’s site settings.',
  groups_label: 'Send me',
  group_follows: 'New followers',
  group_likes: 'Likes',
  group_comments: 'Comments and replies',
  group_tracks: 'Career track updates',
  group_goals: 'Goal nudges',
  saved: 'Notification settings saved',
  save_failed: 'Couldn’t change notifications on this device. Please try again.',
  errors: {
    endpoint_invalid: 'This browser’s push address can’t be used. Try another browser.',
    keys_invalid: 'This browser’s push keys aren’t valid. Turn notifications off and on again.',
  },
};
