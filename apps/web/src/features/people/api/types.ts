export type {
  FollowedHashtag as HashtagItem,
  FollowedSkill as SkillItem,
  FollowUserResult as FollowAnswer,
  PersonItem,
  SearchResult as SearchAnswer,
  Subscription,
  Suggestions,
  SuggestionReason,
} from '@ladder/shared/schemas/people';
