import type { Widen } from './en';
import type { protectionEn } from './protection.en';

/** Vietnamese texts of appeals, first-day limits and the transparency report (mirrors protection.en.ts). */
export const protectionVi: Widen<typeof protectionEn> = {
  errors: {
    new_account_limit:
      'Trong ngày đầu tiên, tài khoản mới chỉ có thể thêm tối đa {{posts}} bài viết, {{comments}} bình luận, {{links}} liên kết và {{mentions}} lượt nhắc đến mỗi giờ. Vui lòng thử lại sau.',
  },
  kind_appeal_granted: 'Kháng nghị về {{item}} của bạn đã được chấp nhận: quyết định đã được hủy bỏ.',
  kind_appeal_upheld: 'Kháng nghị về {{item}} của bạn đã được xem xét: quyết định được giữ nguyên.',
  appeal_title: 'Kháng nghị quyết định',
  appeal_decision: 'Quyết định của người kiểm duyệt về {{item}} của bạn, {{date}}: {{action}}. Quy định: {{rule}}.',
  appeal_label: 'Vì sao nên thay đổi quyết định này?',
  appeal_hint:
    'Bạn chỉ có thể kháng nghị một lần. Một người kiểm duyệt khác sẽ xem xét kháng nghị và chúng tôi sẽ báo kết quả cho bạn.',
  appeal_send: 'Gửi kháng nghị',
  appeal_sent: 'Đã gửi kháng nghị. Một người kiểm duyệt khác sẽ xem xét.',
  appeal_done: 'Quyết định này đã được kháng nghị.',
  appeal_final: 'Quyết định này được đưa ra khi xét kháng nghị và là quyết định cuối cùng.',
  appeal_missing: 'Quyết định này không tồn tại, hoặc không liên quan đến nội dung của bạn.',
  appeal_failed: 'Không thể gửi kháng nghị. Vui lòng thử lại.',
  transparency_title: 'Báo cáo minh bạch',
  transparency_lead:
    'Mỗi tháng: số báo cáo thành viên gửi đến, các quyết định của người kiểm duyệt, nội dung bị gỡ theo yêu cầu của cơ quan có thẩm quyền và thời gian đưa ra quyết định. Chỉ có số liệu, không có danh tính.',
  transparency_reports: 'Báo cáo đã nhận',
  transparency_decisions: 'Quyết định',
  transparency_authority: 'Gỡ theo yêu cầu của cơ quan có thẩm quyền',
  transparency_median: 'Thời gian trung vị để ra quyết định',
  transparency_hours: '{{hours}} giờ',
  transparency_no_decision: 'Không có quyết định',
  transparency_empty: 'Tháng này không có báo cáo hay quyết định nào.',
  transparency_total: 'Tổng',
  back_to_notifications: 'Quay lại thông báo',
};
