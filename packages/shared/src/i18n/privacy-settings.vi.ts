import type { Widen } from './en';
import type { privacySettingsEn } from './privacy-settings.en';

/** Vietnamese texts of the privacy settings: the same keys as privacy-settings.en.ts. */
export const privacySettingsVi: Widen<typeof privacySettingsEn> = {
  title: 'Quyền riêng tư',
  intro:
    'Chọn ai được xem từng phần trên trang cá nhân của bạn: mọi người (kể cả người chưa có tài khoản), thành viên, hoặc chỉ mình bạn. Bạn luôn xem được tất cả.',
  areas: {
    follows: 'Đang theo dõi và người theo dõi',
    follows_hint: 'Gồm cả các hashtag và kỹ năng bạn theo dõi.',
    activity: 'Lượt thích và bình luận',
    activity_hint: 'Các bài viết bạn đã thích hoặc bình luận.',
    skills: 'Kỹ năng và trình độ',
    skills_hint: 'Các kỹ năng bạn có và mức của bạn ở từng kỹ năng.',
    goals: 'Mục tiêu',
    goals_hint: 'Mục tiêu, tiến độ và những ghi chú bạn chia sẻ.',
  },
  audiences: {
    everyone: 'Mọi người',
    members: 'Thành viên',
    only_me: 'Chỉ mình tôi',
  },
  choose_link: 'Chọn ai được xem kỹ năng và mục tiêu của bạn',
  saved: 'Đã lưu cài đặt quyền riêng tư',
  save_error: 'Không lưu được cài đặt quyền riêng tư. Vui lòng thử lại.',
  locked_members: 'Chỉ thành viên mới xem được phần này.',
  locked_only_me: 'Chỉ {{name}} mới xem được phần này.',
  locked_hint: '{{name}} đã chọn ai được xem phần này trên trang cá nhân.',
};
