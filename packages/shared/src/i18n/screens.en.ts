/**
 * English texts of the screens issue 41 reworked (`screens.*`): the profile's four tabs and the
 * full search results page. vi mirrors every key.
 */
export const screensEn = {
  profile: {
    tab_skills_goals: 'Skills & goals',
    tab_network: 'Network',
    posts_views: 'Posts and activity',
    growth_views: 'Skills and goals',
    network_views: 'Network',
  },
  search: {
    tab_posts: 'Posts',
    /** A tab's count: the number, or "60+" once it reaches what a search reaches. */
    count_more: '{{count}}+',
    count_label_one: '{{formatted}} result',
    count_label_other: '{{formatted}} results',
    count_label_more: '{{count}} or more results',
    none_posts: 'No posts match "{{term}}".',
    prompt: 'Type a name, a hashtag, a career track or words from a post in the search box.',
    counts_failed: "Couldn't count the results. Please try again.",
  },
  deletion: {
    due: 'If you delete your account today, it will be erased on {{date}}. Signing in before then cancels the deletion.',
    at_once: 'If you delete your account, it will be erased right away.',
  },
  editor: {
    required_note: 'Fields marked * are required.',
  },
};
