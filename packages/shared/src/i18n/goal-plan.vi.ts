import type { Widen } from './en';
import type { goalPlanEn } from './goal-plan.en';

/** Vietnamese texts of a goal worked through as a plan (`goalPlan.*`), the same keys as English. */
export const goalPlanVi: Widen<typeof goalPlanEn> = {
  errors: {
    goal_not_found: 'Lộ trình sự nghiệp này không nằm trong các mục tiêu của bạn.',
    goal_skill_not_found: 'Kỹ năng này không thuộc lộ trình sự nghiệp này.',
    goal_shares_limit:
      'Bạn có thể chia sẻ mục tiêu với tối đa {{max}} Nhà giáo dục. Hãy ngừng chia sẻ với một người trước.',
    member_goal_not_found: 'Không tìm thấy mục tiêu này, hoặc chủ sở hữu không công khai mục tiêu của mình.',
  },
  validation: {
    status_required: 'Hãy chọn tiến độ của bạn với kỹ năng này',
    educator_not_found: 'Không có thành viên dùng gói Nhà giáo dục nào có tên người dùng này',
    skip_reason_required: 'Hãy cho biết lý do bỏ qua kỹ năng này',
    skip_reason_max: 'Lý do không quá 300 ký tự',
    link_title_required: 'Hãy đặt tiêu đề cho liên kết',
    link_title_max: 'Tiêu đề không quá 120 ký tự',
    note_max: 'Ghi chú không quá 2.000 ký tự',
    links_max: 'Mỗi kỹ năng có tối đa 10 liên kết',
    date_invalid: 'Hãy nhập một ngày',
    hours_invalid: 'Hãy nhập số giờ nguyên từ 1 đến 80',
  },
  ui: {
    page_title: 'Kế hoạch của tôi: {{title}}',
    open_plan: 'Mở kế hoạch của tôi',
    member_page_title: 'Kế hoạch {{title}} – {{name}}',
    see_member_plan: 'Xem kế hoạch',
    see_member_plan_label: 'Xem kế hoạch {{title}} – {{name}}',
    see_track: 'Xem lộ trình sự nghiệp',
    status_label: 'Tiến độ với {{name}}',
    status: {
      to_learn: 'Cần học',
      learning: 'Đang học',
      done: 'Đã xong',
      skipped: 'Bỏ qua',
    },
    skip_reason_label: 'Vì sao bỏ qua {{name}}?',
    skip_save: 'Bỏ qua kỹ năng này',
    skipped_because: 'Đã bỏ qua: {{reason}}',
    raise_title: 'Nâng cả trình độ của bạn?',
    raise_body:
      'Bạn đã đánh dấu {{name}} là đã xong. Đặt luôn trình độ của bạn với kỹ năng này thành {{level}}, mức lộ trình yêu cầu?',
    raise_confirm: 'Đặt trình độ thành {{level}}',
    raise_keep: 'Giữ trình độ hiện tại',
    progress_saved: 'Đã lưu tiến độ',
    progress_summary: '{{met}}/{{total}} kỹ năng đã xong hoặc đạt · {{percent}}%',
    skipped_count_one: '{{count}} kỹ năng bỏ qua, không tính',
    skipped_count_other: '{{count}} kỹ năng bỏ qua, không tính',
    notes_toggle: 'Ghi chú và liên kết',
    notes_toggle_label: 'Ghi chú và liên kết cho {{name}}',
    note_label: 'Ghi chú của tôi về {{name}}',
    note_hint: 'Tối đa 2.000 ký tự. Chỉ mình bạn xem, trừ khi bạn chia sẻ.',
    link_title: 'Tiêu đề liên kết',
    link_url: 'Địa chỉ liên kết',
    add_link: 'Thêm liên kết',
    remove_link: 'Xóa liên kết {{title}}',
    share_label: 'Hiện ghi chú và liên kết này cùng mục tiêu khi mục tiêu của tôi được công khai',
    notes_save: 'Lưu ghi chú',
    notes_saved: 'Đã lưu ghi chú',
    shared: 'Đã chia sẻ',
    schedule_title: 'Ngày mục tiêu và thời gian',
    target_date: 'Ngày mục tiêu',
    hours_per_week: 'Số giờ mỗi tuần',
    schedule_save: 'Lưu ngày',
    schedule_saved: 'Đã lưu mục tiêu',
    pace: 'Tốc độ của bạn trong bốn tuần qua: {{pace}} kỹ năng mỗi tuần.',
    verdict_on_track_one: 'Với tốc độ này, bạn xong sau {{count}} tuần, trước {{date}}: kịp ngày mục tiêu {{target}}.',
    verdict_on_track_other:
      'Với tốc độ này, bạn xong sau {{count}} tuần, trước {{date}}: kịp ngày mục tiêu {{target}}.',
    verdict_behind_one:
      'Với tốc độ này, bạn xong sau {{count}} tuần, trước {{date}}: muộn hơn ngày mục tiêu {{target}}.',
    verdict_behind_other:
      'Với tốc độ này, bạn xong sau {{count}} tuần, trước {{date}}: muộn hơn ngày mục tiêu {{target}}.',
    verdict_no_date_one:
      'Với tốc độ này, bạn xong sau {{count}} tuần, trước {{date}}. Hãy đặt ngày mục tiêu để biết bạn có kịp không.',
    verdict_no_date_other:
      'Với tốc độ này, bạn xong sau {{count}} tuần, trước {{date}}. Hãy đặt ngày mục tiêu để biết bạn có kịp không.',
    verdict_no_pace:
      'Bốn tuần qua bạn chưa đánh dấu xong kỹ năng nào, nên chưa có tốc độ để dự tính. Hãy đánh dấu xong một kỹ năng để biết khi nào bạn hoàn thành.',
    verdict_done: 'Mọi kỹ năng của mục tiêu này đã xong hoặc đạt. Chúc mừng bạn!',
    next_title: 'Bước tiếp theo',
    next_empty: 'Mục tiêu này không còn gì phải làm.',
    track_resources: 'Từ lộ trình sự nghiệp',
    my_links: 'Liên kết của tôi',
    all_skills: 'Tất cả kỹ năng',
    asks: 'Yêu cầu {{asked}}',
  },
};
