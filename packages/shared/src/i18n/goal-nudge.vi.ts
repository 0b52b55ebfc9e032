import type { goalNudgeEn } from './goal-nudge.en';

/** Vietnamese texts of the weekly nudge (`goalNudge.*`), key for key with goal-nudge.en.ts. */
export const goalNudgeVi: typeof goalNudgeEn = {
  settings_title: 'Lời nhắc hằng tuần về mục tiêu',
  settings_hint: 'Mỗi tuần một lần: những gì đã tiến triển tuần trước và bước tiếp theo của bạn.',
  channel_label: 'Gửi qua',
  channel_mail: 'Email',
  channel_notification: 'Thông báo',
  channel_none: 'Không gửi',
  weekday_label: 'Ngày',
  time_zone_label: 'Múi giờ',
  weekday_1: 'Thứ Hai',
  weekday_2: 'Thứ Ba',
  weekday_3: 'Thứ Tư',
  weekday_4: 'Thứ Năm',
  weekday_5: 'Thứ Sáu',
  weekday_6: 'Thứ Bảy',
  weekday_7: 'Chủ Nhật',
  saved: 'Đã lưu lời nhắc hằng tuần',
  save_failed: 'Không lưu được lời nhắc hằng tuần. Hãy thử lại.',
  validation: {
    channel: 'Chọn email, thông báo hoặc không gửi',
    weekday: 'Chọn một ngày trong tuần',
    time_zone: 'Chọn một múi giờ trong danh sách',
  },
  errors: {
    link_invalid:
      'Liên kết hủy đăng ký này không hợp lệ. Hãy mở lại email mới nhất, hoặc đổi lời nhắc hằng tuần trong Cài đặt.',
  },
  mail_subject: 'Tuần của bạn trên Ladder',
  mail_moved_one: 'Tuần trước bạn đã đánh dấu xong {{count}} kỹ năng. Hãy tiếp tục nhé.',
  mail_moved_other: 'Tuần trước bạn đã đánh dấu xong {{count}} kỹ năng. Hãy tiếp tục nhé.',
  mail_moved_none: 'Tuần trước chưa có gì thay đổi, không sao cả: tuần này chỉ cần một bước nhỏ.',
  mail_next_step: 'Bước tiếp theo của bạn: {{skill}} trong “{{track}}”',
  mail_button: 'Mở mục tiêu của tôi',
  mail_unsubscribe: 'Ngừng nhận email hằng tuần này',
  unsubscribed_title: 'Đã hủy đăng ký',
  unsubscribed_body: 'Bạn sẽ không nhận email hằng tuần về mục tiêu nữa. Bạn có thể bật lại trong Cài đặt.',
  link_invalid_title: 'Liên kết không hợp lệ',
};
