import type { Widen } from './en';
import type { sharingEn } from './sharing.en';

/** Vietnamese texts of shared links (`sharing.*`), mirroring sharing.en.ts. */
export const sharingVi: Widen<typeof sharingEn> = {
  /** The page "Share → Ladder" from another app opens (routes/share.tsx). */
  share_in_title: 'Chia sẻ lên Ladder',
  preview: 'Xem trước lộ trình sự nghiệp',
  sign_in_to_see: 'Đăng nhập để xem toàn bộ lộ trình',
  sign_in_hint: 'Thành viên xem được mỗi kỹ năng là gì, vì sao quan trọng và học ở đâu.',
  below: 'Nấc thang bên dưới',
  above: 'Nấc thang bên trên',
  no_rungs: 'Chưa có',
  skills_count_one: '{{count}} kỹ năng',
  skills_count_other: '{{count}} kỹ năng',
  built_on_one: '{{count}} lộ trình phát triển từ lộ trình này',
  built_on_other: '{{count}} lộ trình phát triển từ lộ trình này',
  next_one: '{{count}} lộ trình tiếp theo',
  next_other: '{{count}} lộ trình tiếp theo',
  not_found: 'Lộ trình sự nghiệp này không được chia sẻ.',
  profile_tracks: 'Lộ trình sự nghiệp đã chia sẻ',
  profile_no_tracks: 'Chưa chia sẻ lộ trình sự nghiệp nào.',
  followers_one: '{{count}} người theo dõi',
  followers_other: '{{count}} người theo dõi',
  sign_in_profile: 'Đăng nhập để theo dõi {{name}}',
  profile_not_found: 'Trang cá nhân này không xem được.',
  previews_label: 'Khách xem được bản xem trước',
  previews_hint:
    'Ai có đường liên kết đều xem được tiêu đề, kỹ năng và nấc thang, nhưng không có phần cần gì và tại sao. Tắt đi để chỉ thành viên xem được.',
  share: 'Chia sẻ',
  share_on: 'Chia sẻ lên {{network}}',
};
