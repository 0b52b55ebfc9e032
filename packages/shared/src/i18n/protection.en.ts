/**
 * English texts of appeals, a new account's first-day limits and the transparency report
 * (`protection.*`, docs/api/safety.md). vi mirrors every key.
 */
export const protectionEn = {
  errors: {
    new_account_limit:
      'In its first day, a new account can add up to {{posts}} posts, {{comments}} comments, {{links}} links and {{mentions}} mentions an hour. Please try again later.',
  },
  kind_appeal_granted: 'Your appeal about your {{item}} was accepted: the decision was reversed.',
  kind_appeal_upheld: 'Your appeal about your {{item}} was reviewed: the decision stands.',
  appeal_title: 'Appeal a decision',
  appeal_decision: 'A moderator’s decision on your {{item}}, {{date}}: {{action}}. Rule: {{rule}}.',
  appeal_label: 'Why should this decision be changed?',
  appeal_hint: 'You can appeal once. Another moderator will look at your appeal, and we will tell you the outcome.',
  appeal_send: 'Send appeal',
  appeal_sent: 'Your appeal was sent. Another moderator will look at it.',
  appeal_done: 'This decision was already appealed.',
  appeal_final: 'This decision was made on an appeal and is final.',
  appeal_missing: 'This decision does not exist, or it is not about your content.',
  appeal_failed: 'Couldn’t send your appeal. Please try again.',
  transparency_title: 'Transparency report',
  transparency_lead:
    'Each month: the reports members sent us, what our moderators decided, the content removed at an authority’s request and how long a decision took. Counts only, never who.',
  transparency_reports: 'Reports received',
  transparency_decisions: 'Decisions',
  transparency_authority: 'Removed at an authority’s request',
  transparency_median: 'Median time to a decision',
  transparency_hours: '{{hours}} hours',
  transparency_no_decision: 'No decisions',
  transparency_empty: 'Nothing was reported or decided this month.',
  transparency_total: 'Total',
  back_to_notifications: 'Back to notifications',
} as const;
