/**
 * English texts of reports, blocks, mutes and moderation (`safety.*`, docs/api/safety.md). vi
 * mirrors every key.
 */
export const safetyEn = {
  errors: {
    block_self: 'You cannot block yourself.',
    report_self: 'You cannot report yourself or your own content.',
    report_open: 'You have already reported this. We will tell you the outcome.',
    report_item_not_found: 'There is nothing to report here: it may have been deleted.',
    mute_invalid: 'This cannot be muted.',
    mute_limit: 'You have muted as many things of this kind as you can.',
    account_locked: 'Your account is locked until {{date}}: you can read, but not post, comment or follow.',
    case_not_found: 'This moderation item does not exist or was already decided.',
    decision_not_found: 'This decision does not exist.',
    appeal_used: 'This decision was already appealed.',
    appeal_same_moderator: 'Another moderator must decide an appeal.',
    action_invalid: 'This action does not apply to this item.',
    url_not_found: 'No post, comment, career track or profile is at this address.',
  },
  validation: {
    note_required: 'Please say what is wrong.',
  },
  category_spam: 'Spam',
  category_scam: 'Scam or fraud (asked to pay, or to move to another app)',
  category_harassment: 'Harassment or hate',
  category_sexual: 'Sexual content',
  category_violence: 'Violence',
  category_false_information: 'False information',
  category_unlawful: 'Unlawful under Vietnamese law',
  category_intellectual_property: 'Intellectual property',
  category_other: 'Something else',
  item_post: 'post',
  item_comment: 'comment',
  item_career_track: 'career track',
  item_member: 'account',
  action_dismiss: 'No action',
  action_hide: 'Hidden',
  action_remove: 'Removed',
  action_warn: 'Warning',
  action_lock: 'Locked',
  action_ban: 'Banned',
  hidden_mark: 'Hidden by a moderator: {{reason}}. Only you can see it.',
} as const;
