import type { Widen } from './en';
import type { safetyEn } from './safety.en';

/** Vietnamese texts of reports, blocks, mutes and moderation (`safety.*`), key for key with safety.en.ts. */
export const safetyVi: Widen<typeof safetyEn> = {
  errors: {
    block_self: 'Bạn không thể chặn chính mình.',
    report_self: 'Bạn không thể báo cáo chính mình hoặc nội dung của mình.',
    report_open: 'Bạn đã báo cáo nội dung này. Chúng tôi sẽ báo cho bạn kết quả.',
    report_item_not_found: 'Không có gì để báo cáo ở đây: nội dung có thể đã bị xóa.',
    mute_invalid: 'Không thể tắt tiếng mục này.',
    mute_limit: 'Bạn đã tắt tiếng số mục tối đa thuộc loại này.',
    account_locked:
      'Tài khoản của bạn bị khóa đến {{date}}: bạn vẫn đọc được, nhưng không thể đăng bài, bình luận hay theo dõi.',
    case_not_found: 'Mục kiểm duyệt này không tồn tại hoặc đã được quyết định.',
    decision_not_found: 'Quyết định này không tồn tại.',
    appeal_used: 'Quyết định này đã được kháng nghị.',
    appeal_same_moderator: 'Một người kiểm duyệt khác phải quyết định kháng nghị.',
    action_invalid: 'Hành động này không áp dụng cho mục này.',
    url_not_found: 'Không có bài viết, bình luận, lộ trình sự nghiệp hay trang cá nhân nào ở địa chỉ này.',
    skill_merge_self: 'Không thể gộp một kỹ năng vào chính nó.',
  },
  validation: {
    note_required: 'Vui lòng cho biết vấn đề là gì.',
  },
  category_spam: 'Thư rác',
  category_scam: 'Lừa đảo (yêu cầu trả tiền, hoặc chuyển sang ứng dụng khác)',
  category_harassment: 'Quấy rối hoặc thù ghét',
  category_sexual: 'Nội dung tình dục',
  category_violence: 'Bạo lực',
  category_false_information: 'Thông tin sai sự thật',
  category_unlawful: 'Vi phạm pháp luật Việt Nam',
  category_intellectual_property: 'Sở hữu trí tuệ',
  category_other: 'Vấn đề khác',
  item_post: 'bài viết',
  item_comment: 'bình luận',
  item_career_track: 'lộ trình sự nghiệp',
  item_member: 'tài khoản',
  action_dismiss: 'Không xử lý',
  action_hide: 'Đã ẩn',
  action_remove: 'Đã gỡ',
  action_warn: 'Cảnh cáo',
  action_lock: 'Đã khóa',
  action_ban: 'Đã cấm',
  hidden_mark: 'Người kiểm duyệt đã ẩn nội dung này: {{reason}}. Chỉ bạn nhìn thấy.',
  hidden_appeal: 'Kháng nghị quyết định này',
};
