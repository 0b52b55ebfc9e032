/**
 * English texts of shared links (`sharing.*`): a track's public preview, a member's public page,
 * the author's preview switch and the Share menu (docs/decisions/0047-shared-links.md). vi mirrors
 * every key.
 */
export const sharingEn = {
  /** The page "Share → Ladder" from another app opens (routes/share.tsx). */
  share_in_title: 'Share to Ladder',
  preview: 'Career track preview',
  sign_in_to_see: 'Sign in to see the whole track',
  sign_in_hint: 'Members see what each skill is, why it matters and where to learn it.',
  below: 'Rungs below',
  above: 'Rungs above',
  no_rungs: 'None yet',
  skills_count_one: '{{count}} skill',
  skills_count_other: '{{count}} skills',
  built_on_one: '{{count}} track built on it',
  built_on_other: '{{count}} tracks built on it',
  next_one: '{{count}} next track',
  next_other: '{{count}} next tracks',
  not_found: 'This career track is not shared.',
  profile_tracks: 'Shared career tracks',
  profile_no_tracks: 'No shared career tracks yet.',
  followers_one: '{{count}} follower',
  followers_other: '{{count}} followers',
  sign_in_profile: 'Sign in to follow {{name}}',
  profile_not_found: 'This profile is not available.',
  previews_label: 'Visitors see a preview',
  previews_hint:
    'Anyone with the link sees its title, skills and ladder, but not the what and why of each skill. Turn this off to keep it for members only.',
  share: 'Share',
  share_on: 'Share on {{network}}',
};
