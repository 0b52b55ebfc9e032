/**
 * English texts of the privacy settings and of a profile part they keep a reader out of
 * (`privacy_settings.*`, docs/decisions/0060-privacy-settings.md). vi mirrors every key.
 */
export const privacySettingsEn = {
  title: 'Privacy',
  intro:
    'Choose who sees each part of your profile: everyone (even without an account), members, or only you. You always see all of it.',
  areas: {
    follows: 'Following and followers',
    follows_hint: 'Also the hashtags and skills you follow.',
    activity: 'Likes and comments',
    activity_hint: 'The posts you liked or commented on.',
    skills: 'Skills and levels',
    skills_hint: 'The skills you have and your level in each.',
    goals: 'Goals',
    goals_hint: 'Your goals, their progress and the notes you share.',
  },
  audiences: {
    everyone: 'Everyone',
    members: 'Members',
    only_me: 'Only me',
  },
  choose_link: 'Choose who sees your skills and goals',
  saved: 'Privacy settings saved',
  save_error: "Couldn't save your privacy settings. Please try again.",
  locked_members: 'Only members can see this.',
  locked_only_me: 'Only {{name}} can see this.',
  locked_hint: '{{name}} chose who sees this part of their profile.',
};
