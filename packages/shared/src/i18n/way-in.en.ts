/**
 * English texts of the way in (`way_in.*`): the first run after activation, Home's goal card
 * and the phone's landing line (docs/decisions/0049-the-first-run.md). vi mirrors every key.
 */
export const wayInEn = {
  first_run: {
    title: 'Set your goal',
    step_of: 'Step {{step}} of {{total}}',
    skip_step: 'Skip this step',
    skip_all: 'Skip setup',
    back: 'Back',
    next: 'Next',
    industry_title: 'Which industry are you in, or heading for?',
    industry_hint: 'Pick one to see the career tracks members shared in it.',
    industry_tracks_one: '{{count}} shared career track',
    industry_tracks_other: '{{count}} shared career tracks',
    more_industries: 'Show more industries',
    rung_title: 'Which rung do you want to reach?',
    rung_hint: 'Pick a shared career track as your goal. Its ladder shows the rungs below and above it.',
    rung_none: 'Nobody has shared a career track in this industry yet.',
    rung_none_any: 'Nobody has shared a career track yet.',
    rung_search: 'Find a career track by title',
    rung_no_match: 'No shared career track in this industry has that in its title.',
    more_tracks: 'Show more career tracks',
    rung_other_industry: 'Choose another industry',
    rung_pick: 'Set as my goal',
    skills_title: 'Which of its skills do you have?',
    skills_hint: 'Mark each skill you have with “I have this” and your level. You can change them later.',
    done_title: 'Your goal is set',
    done_goal: '{{title}}: you have {{met}} of its {{total}} skills.',
    done_no_goal_title: "You're all set",
    done_no_goal: 'Open any career track and choose “Set as my goal” when you’re ready.',
    go_home: 'Go to Home',
  },
  home: {
    goal_title: 'My goal',
    goal_next_skill: 'Next skill to work on: {{name}}',
    goal_all_met: 'You have every skill this track asks for.',
    goal_compare: 'Compare with my skills',
    no_goal_title: 'Choose your goal',
    no_goal_text: 'Pick the rung you want to reach and see which of its skills you already have. It takes a minute.',
    no_goal_button: 'Choose my goal',
  },
  track: {
    more: 'More',
    more_label: 'More actions for this career track',
  },
  deletion: {
    scheduled: 'Deletion scheduled for {{date}}. Sign in to cancel.',
  },
  settings: {
    title: 'Settings',
    hint: 'What Ladder tells you about, and your plan.',
  },
  post: {
    heading: 'Post by {{name}}',
  },
  landing: {
    line: 'Ladder shows the way up a career: the skills each rung takes, shared by people who climbed it.',
    sample_label: 'A sample ladder',
    sample_1: 'Junior web developer',
    sample_2: 'Web developer',
    sample_3: 'Tech lead',
  },
};
