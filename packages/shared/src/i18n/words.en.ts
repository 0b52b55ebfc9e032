/**
 * English texts added by issue 34 (`words.*`): the rule that keeps a copy's credit, the privacy
 * settings, sign-up's separate confirmations and the names of icon-only controls. vi mirrors
 * every key.
 */
export const wordsEn = {
  ui: {
    copy_origin_hint:
      'You made this career track with “Use as a starting point”, so it stays linked to the original and credits its author.',
  },
  validation: {
    copy_keeps_origin: 'A copy keeps the career track it was made from, so its author is always credited.',
  },
};
