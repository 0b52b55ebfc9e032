/**
 * English texts of endorsements with context (`endorsements.*`): how the endorser knows the
 * member, what they saw, and the member's answer. vi mirrors every key.
 */
export const endorsementsEn = {
  relation_colleague: 'Colleague',
  relation_manager: 'Manager',
  relation_teacher: 'Teacher',
  relation_classmate: 'Classmate',
  relation_client: 'Client',
  validation: {
    relation: 'Choose how you know this person.',
    level: 'Choose the level you saw them work at.',
    note_max: 'Use 200 characters or fewer.',
    status: 'Choose to accept or hide this endorsement.',
  },
  errors: {
    not_found: 'Endorsement not found.',
    self: 'You can’t endorse your own skills.',
    too_new: 'Your account needs to be at least {{days}} days old to endorse someone.',
    already: 'You’ve already endorsed this skill.',
  },
};
