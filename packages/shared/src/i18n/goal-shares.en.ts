/** English texts of sharing one's goals with an Educator (`goalShares.*`), in Settings. vi mirrors every key. */
export const goalSharesEn = {
  title: 'Share my goals with an Educator',
  hint: 'An Educator you name here can see your goals and plans, even if you keep them to yourself. Only the notes you share are shown. You can stop at any time.',
  username: 'Educator’s username',
  username_hint: 'For example @mai.nguyen. They need the Educator plan.',
  share: 'Share my goals',
  shared_toast: 'Your goals are shared with this Educator',
  none: 'You don’t share your goals with any Educator.',
  list_label: 'Educators who can see your goals',
  stop: 'Stop sharing',
  stop_label: 'Stop sharing my goals with {{name}}',
  stopped_toast: '{{name}} can no longer see your goals',
  failed: 'That didn’t work. Please try again.',
  shared_with_me: 'Members who share their goals with you',
};
