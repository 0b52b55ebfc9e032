export type {
  FollowedHashtag as HashtagItem,
  FollowedSkill as SkillItem,
  FollowUserResult as FollowAnswer,
  HashtagHit,
  PersonHit,
  TrackHit,
  PersonItem,
  SearchResult as SearchAnswer,
  Subscription,
  Suggestions,
  SuggestionReason,
} from '@ladder/shared/schemas/people';
