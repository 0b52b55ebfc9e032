import type { wayInEn } from './way-in.en';

/** Vietnamese texts of the way in (`way_in.*`); the same keys as way-in.en.ts. */
export const wayInVi: typeof wayInEn = {
  first_run: {
    title: 'Đặt mục tiêu của bạn',
    step_of: 'Bước {{step}}/{{total}}',
    skip_step: 'Bỏ qua bước này',
    skip_all: 'Bỏ qua phần thiết lập',
    back: 'Quay lại',
    next: 'Tiếp tục',
    industry_title: 'Bạn đang làm hoặc muốn theo ngành nào?',
    industry_hint: 'Chọn một ngành để xem các lộ trình sự nghiệp mà thành viên đã chia sẻ.',
    industry_tracks_one: '{{count}} lộ trình sự nghiệp được chia sẻ',
    industry_tracks_other: '{{count}} lộ trình sự nghiệp được chia sẻ',
    more_industries: 'Xem thêm ngành',
    rung_title: 'Bạn muốn đạt tới nấc nào?',
    rung_hint:
      'Chọn một lộ trình sự nghiệp đã chia sẻ làm mục tiêu. Nấc thang của lộ trình này cho thấy các nấc bên dưới và bên trên.',
    rung_none: 'Chưa có ai chia sẻ lộ trình sự nghiệp trong ngành này.',
    rung_none_any: 'Chưa có ai chia sẻ lộ trình sự nghiệp nào.',
    rung_search: 'Tìm lộ trình sự nghiệp theo tên',
    rung_no_match: 'Không có lộ trình sự nghiệp được chia sẻ nào trong ngành này có tên như vậy.',
    more_tracks: 'Xem thêm lộ trình sự nghiệp',
    rung_other_industry: 'Chọn ngành khác',
    rung_pick: 'Đặt làm mục tiêu',
    skills_title: 'Bạn đã có những kỹ năng nào của lộ trình này?',
    skills_hint: 'Đánh dấu từng kỹ năng bạn có bằng “Tôi có kỹ năng này” và chọn mức độ. Bạn có thể thay đổi sau.',
    done_title: 'Đã đặt mục tiêu của bạn',
    done_goal: '{{title}}: bạn có {{met}}/{{total}} kỹ năng của lộ trình này.',
    done_no_goal_title: 'Bạn đã sẵn sàng',
    done_no_goal: 'Khi sẵn sàng, hãy mở một lộ trình sự nghiệp bất kỳ và chọn “Đặt làm mục tiêu”.',
    go_home: 'Về trang chủ',
  },
  home: {
    goal_title: 'Mục tiêu của tôi',
    goal_next_skill: 'Kỹ năng tiếp theo cần rèn luyện: {{name}}',
    goal_all_met: 'Bạn đã có mọi kỹ năng mà lộ trình này yêu cầu.',
    goal_compare: 'So sánh với kỹ năng của tôi',
    no_goal_title: 'Chọn mục tiêu của bạn',
    no_goal_text: 'Chọn nấc bạn muốn đạt tới và xem bạn đã có những kỹ năng nào của nấc đó. Chỉ mất một phút.',
    no_goal_button: 'Chọn mục tiêu',
  },
  track: {
    more: 'Thêm',
    more_label: 'Thêm thao tác cho lộ trình sự nghiệp này',
  },
  deletion: {
    scheduled: 'Tài khoản sẽ bị xóa vào {{date}}. Đăng nhập để hủy.',
  },
  settings: {
    title: 'Cài đặt',
    hint: 'Những điều Ladder báo cho bạn, và gói của bạn.',
  },
  post: {
    heading: 'Bài viết · {{name}}',
  },
  landing: {
    line: 'Ladder chỉ ra con đường thăng tiến trong sự nghiệp: những kỹ năng mà mỗi nấc cần, do chính những người đã đi qua chia sẻ.',
    sample_label: 'Một nấc thang mẫu',
    sample_1: 'Lập trình viên web mới vào nghề',
    sample_2: 'Lập trình viên web',
    sample_3: 'Trưởng nhóm kỹ thuật',
  },
};
