/**
 * Stable error codes of the API (docs/api/conventions.md, "Errors"). Clients branch on the code;
 * each code names the catalog key of its sentence. The HTTP status of each code
 * lives in exactly one table, in the API's error plugin.
 */
export const ERROR_MESSAGES = {
  BAD_REQUEST: 'errors.bad_request',
  VALIDATION_FAILED: 'errors.validation_failed',
  CREDENTIALS_INVALID: 'errors.credentials_invalid',
  LOGIN_FAILED: 'errors.login_failed',
  EXTERNAL_LOGIN_FAILED: 'errors.external_login_failed',
  FORBIDDEN: 'errors.forbidden',
  ACCOUNT_INACTIVE: 'errors.account_inactive',
  ACCOUNT_NOT_ACTIVATED: 'errors.account_not_activated',
  NOT_FOUND: 'errors.not_found',
  USER_NOT_FOUND: 'errors.user_not_found',
  LOGOUT_TO_REGISTER: 'errors.logout_to_register',
  TOKEN_INVALID: 'errors.token_invalid',
  ACTIVATION_PASSWORD_WRONG: 'errors.activation_password_wrong',
  CURRENT_PASSWORD_WRONG: 'errors.current_password_wrong',
  PASSWORD_SAME: 'errors.password_same',
  EMAIL_SAME: 'errors.email_same',
  EMAIL_TAKEN: 'errors.email_taken',
  USERNAME_TAKEN: 'errors.username_taken',
  PAYLOAD_TOO_LARGE: 'errors.payload_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'errors.unsupported_media_type',
  RATE_LIMITED: 'errors.rate_limited',
  INTERNAL: 'errors.internal',
  UNAVAILABLE: 'errors.unavailable',
  POST_NOT_FOUND: 'errors.post_not_found',
  NOTIFICATION_NOT_FOUND: 'errors.notification_not_found',
  STREAM_LIMIT_REACHED: 'notifications.errors.stream_limit',
  COMMENT_NOT_FOUND: 'errors.comment_not_found',
  FILE_TOO_BIG: 'errors.file_too_big',
  TOO_MANY_FILES: 'errors.too_many_files',
  UNSUPPORTED_FILE_TYPE: 'errors.unsupported_file_type',
  VIDEO_METADATA: 'errors.video_metadata',
  UPLOAD_PATH_INVALID: 'errors.upload_path_invalid',
  STORAGE_FULL: 'errors.storage_full',
  LOGIN_REQUIRED: 'errors.login_required',
  CONSENT_REQUIRED: 'errors.consent_required',
  AGE_CONFIRMATION_REQUIRED: 'privacy.errors.age_required',
  TERMS_REQUIRED: 'privacy.errors.terms_required',
  PHONE_VERIFICATION_REQUIRED: 'errors.phone_verification_required',
  PHONE_CODE_INVALID: 'errors.phone_code_invalid',
  PHONE_TAKEN: 'errors.phone_taken',
  SMS_BUDGET_SPENT: 'errors.sms_budget_spent',
  FOLLOW_SELF: 'people.errors.follow_self',
  SUBSCRIPTION_EXISTS: 'people.errors.subscription_exists',
  CAREER_TRACK_NOT_FOUND: 'tracks.errors.career_track_not_found',
  INDUSTRY_NOT_FOUND: 'tracks.errors.industry_not_found',
  INDUSTRY_IN_USE: 'tracks.errors.industry_in_use',
  SKILL_EXISTS: 'tracks.errors.skill_exists',
  SKILL_NOT_FOUND: 'tracks.errors.skill_not_found',
  TRACK_ALREADY_SHARED: 'tracks.errors.track_already_shared',
  CAREER_TRACK_POST: 'tracks.errors.career_track_post',
  VOTE_OWN_TRACK: 'tracks.errors.vote_own_track',
  TRACK_LIMIT_REACHED: 'tracks.errors.track_limit_reached',
  GOAL_LIMIT_REACHED: 'growth.errors.goal_limit',
  GOAL_NOT_FOUND: 'goalPlan.errors.goal_not_found',
  GOAL_SKILL_NOT_FOUND: 'goalPlan.errors.goal_skill_not_found',
  BLOCK_SELF: 'safety.errors.block_self',
  REPORT_SELF: 'safety.errors.report_self',
  REPORT_OPEN: 'safety.errors.report_open',
  REPORT_ITEM_NOT_FOUND: 'safety.errors.report_item_not_found',
  MUTE_INVALID: 'safety.errors.mute_invalid',
  MUTE_LIMIT: 'safety.errors.mute_limit',
  ACCOUNT_LOCKED: 'safety.errors.account_locked',
  CASE_NOT_FOUND: 'safety.errors.case_not_found',
  DECISION_NOT_FOUND: 'safety.errors.decision_not_found',
  APPEAL_USED: 'safety.errors.appeal_used',
  APPEAL_SAME_MODERATOR: 'safety.errors.appeal_same_moderator',
  ACTION_INVALID: 'safety.errors.action_invalid',
  URL_NOT_FOUND: 'safety.errors.url_not_found',
  OEMBED_FORMAT_UNSUPPORTED: 'embed.errors.format_unsupported',
  OEMBED_URL_UNKNOWN: 'embed.errors.url_unknown',
  NUDGE_LINK_INVALID: 'goalNudge.errors.link_invalid',
  VERSION_NOT_FOUND: 'history.errors.version_not_found',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The body of every error answer. */
export interface ErrorBody {
  detail: string;
  code: ErrorCode;
  errors?: { field: string; message: string }[];
  is_active?: boolean;
}
