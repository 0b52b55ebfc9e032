import type { pushEn } from './push.en';

/** Văn bản tiếng Việt của ứng dụng cài đặt và thông báo đẩy (`push.*`), cùng khóa với push.en.ts. */
export const pushVi: typeof pushEn = {
  app_description: 'Lên kế hoạch sự nghiệp từng nấc, cùng những người trong ngành của bạn.',
  install_title: 'Cài đặt Ladder',
  install_hint: 'Mở Ladder từ màn hình chính như mọi ứng dụng khác.',
  install_button: 'Cài đặt',
  install_dismiss: 'Để sau',
  settings_title: 'Thông báo trên thiết bị này',
  settings_hint: 'Nhận thông báo trên điện thoại hoặc máy tính này, kể cả khi Ladder đang đóng.',
  turn_on: 'Bật',
  turn_off: 'Tắt',
  is_on: 'Đã bật trên thiết bị này',
  unsupported: 'Trình duyệt này không hiển thị được thông báo của Ladder.',
  denied: 'Thông báo của Ladder đang bị chặn. Hãy cho phép trong cài đặt trang web của trình duyệt.',
  groups_label: 'Gửi cho tôi',
  group_follows: 'Người theo dõi mới',
  group_likes: 'Lượt thích',
  group_comments: 'Bình luận và trả lời',
  group_tracks: 'Cập nhật lộ trình sự nghiệp',
  group_goals: 'Nhắc nhở mục tiêu',
  saved: 'Đã lưu cài đặt thông báo',
  save_failed: 'Không thể thay đổi thông báo trên thiết bị này. Hãy thử lại.',
  errors: {
    endpoint_invalid: 'Không dùng được địa chỉ nhận thông báo của trình duyệt này. Hãy thử trình duyệt khác.',
    keys_invalid: 'Khóa nhận thông báo của trình duyệt này không hợp lệ. Hãy tắt rồi bật lại thông báo.',
  },
};
