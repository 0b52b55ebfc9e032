import type { Widen } from './en';
import type { notificationsEn } from './notifications.en';

/** Vietnamese texts of notifications: the same keys as notifications.en.ts. */
export const notificationsVi: Widen<typeof notificationsEn> = {
  title: 'Thông báo',
  bell: 'Thông báo',
  bell_unread_suffix_one: '({{count}} chưa đọc)',
  bell_unread_suffix_other: '({{count}} chưa đọc)',
  mark_all_read: 'Đánh dấu tất cả là đã đọc',
  mark_read: 'Đánh dấu là đã đọc',
  unread: 'Chưa đọc',
  empty:
    'Chưa có gì. Khi có người theo dõi bạn, thích hoặc trả lời bài viết của bạn, hay phát triển từ lộ trình sự nghiệp của bạn, bạn sẽ thấy ở đây.',
  today: 'Hôm nay',
  yesterday: 'Hôm qua',
  someone: 'Một thành viên',
  kind_follow: '{{name}} đã bắt đầu theo dõi bạn',
  kind_like: '{{name}} đã thích bài viết của bạn',
  kind_like_others_one: '{{name}} và {{count}} người khác đã thích bài viết của bạn',
  kind_like_others_other: '{{name}} và {{count}} người khác đã thích bài viết của bạn',
  kind_comment: '{{name}} đã bình luận về bài viết của bạn: “{{detail}}”',
  kind_reply: '{{name}} đã trả lời bình luận của bạn: “{{detail}}”',
  kind_outdated: '{{name}} đã báo lộ trình sự nghiệp “{{track}}” của bạn là lỗi thời: “{{detail}}”',
  kind_outdated_others_one:
    '{{name}} và {{count}} người khác đã báo lộ trình sự nghiệp “{{track}}” của bạn là lỗi thời. Lý do gần nhất: “{{detail}}”',
  kind_outdated_others_other:
    '{{name}} và {{count}} người khác đã báo lộ trình sự nghiệp “{{track}}” của bạn là lỗi thời. Lý do gần nhất: “{{detail}}”',
  kind_track_updated: '{{name}} đã cập nhật “{{track}}”, lộ trình sự nghiệp mà bạn đã báo lỗi thời',
  kind_track_derived: '{{name}} đã phát triển lộ trình sự nghiệp “{{other}}” từ lộ trình “{{track}}” của bạn',
  kind_track_next: '{{name}} đã chọn lộ trình sự nghiệp “{{track}}” của bạn làm bước tiếp theo sau “{{other}}”',
  kind_track_published: '{{name}} đã chia sẻ một lộ trình sự nghiệp mới: “{{other}}”',
  kind_plan_started: 'Gói Nhà giáo dục của bạn đã bắt đầu. Giờ bạn có thể tạo bao nhiêu lộ trình sự nghiệp tùy ý.',
  kind_plan_ending: 'Gói Nhà giáo dục của bạn sẽ kết thúc vào {{date}}.',
  settings_title: 'Tôi muốn được thông báo về',
  settings_saved: 'Đã lưu cài đặt thông báo',
  settings_failed: 'Không lưu được cài đặt thông báo. Vui lòng thử lại.',
  setting_follow: 'Người theo dõi mới',
  setting_like: 'Lượt thích bài viết của tôi',
  setting_comment: 'Bình luận về bài viết của tôi',
  setting_reply: 'Trả lời bình luận của tôi',
  setting_outdated: 'Báo lỗi thời về lộ trình sự nghiệp của tôi',
  setting_track_updated: 'Cập nhật của lộ trình sự nghiệp tôi đã báo lỗi thời',
  setting_track_derived: 'Lộ trình sự nghiệp phát triển từ lộ trình của tôi',
  setting_track_next: 'Lộ trình sự nghiệp chọn lộ trình của tôi làm bước tiếp theo',
  setting_track_published: 'Lộ trình sự nghiệp mới từ những người tôi theo dõi',
  setting_plan_started: 'Gói của tôi bắt đầu',
  setting_plan_ending: 'Gói của tôi sắp kết thúc trong 7 ngày',
  setting_digest: 'Gửi thêm email mỗi ngày một lần về những gì tôi chưa đọc (mặc định tắt)',
  errors: {
    stream_limit: 'Đang mở quá nhiều kết nối thông báo trực tiếp. Hãy đóng bớt một thẻ hoặc thử lại sau một phút.',
  },
};
