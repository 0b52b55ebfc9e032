import type { screensEn } from './screens.en';

/** Vietnamese texts of the screens issue 41 reworked (`screens.*`), key for key with screens.en.ts. */
export const screensVi: typeof screensEn = {
  profile: {
    tab_skills_goals: 'Kỹ năng & mục tiêu',
    tab_network: 'Mạng lưới',
    posts_views: 'Bài viết và hoạt động',
    growth_views: 'Kỹ năng và mục tiêu',
    network_views: 'Mạng lưới',
  },
  search: {
    tab_posts: 'Bài viết',
    count_more: '{{count}}+',
    count_label_one: '{{formatted}} kết quả',
    count_label_other: '{{formatted}} kết quả',
    count_label_more: '{{count}} kết quả trở lên',
    none_posts: 'Không có bài viết nào khớp với "{{term}}".',
    prompt: 'Gõ tên người, hashtag, lộ trình sự nghiệp hoặc từ trong bài viết vào ô tìm kiếm.',
    counts_failed: 'Không đếm được kết quả. Vui lòng thử lại.',
  },
  deletion: {
    due: 'Nếu xóa tài khoản hôm nay, tài khoản sẽ bị xóa vĩnh viễn vào {{date}}. Đăng nhập trước ngày đó sẽ hủy việc xóa.',
    at_once: 'Nếu xóa tài khoản, tài khoản sẽ bị xóa ngay lập tức.',
  },
  editor: {
    required_note: 'Các trường có dấu * là bắt buộc.',
  },
};
