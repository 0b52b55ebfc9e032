import type { Widen } from './en';
import type { phoneEn } from './phone.en';

/** Vietnamese texts of verifying a member's mobile number (`phone.*`), the same keys as English. */
export const phoneVi: Widen<typeof phoneEn> = {
  nav: 'Số điện thoại di động',
  title: 'Xác minh số điện thoại di động',
  intro:
    'Theo Nghị định 147/2024/NĐ-CP, mạng xã hội phải xác minh mỗi tài khoản bằng một số điện thoại di động Việt Nam trước khi tài khoản đó đăng bài viết. Chúng tôi gửi cho bạn một mã qua SMS. Các thành viên khác không bao giờ thấy số của bạn.',
  number_label: 'Số điện thoại di động',
  number_hint: 'Số điện thoại di động Việt Nam: 0912 345 678 hoặc +84 912 345 678',
  send_code: 'Gửi mã',
  code_label: 'Mã trong tin nhắn SMS',
  code_hint: '6 chữ số trong tin nhắn SMS. Mã chỉ dùng được một lần, trong {{minutes}} phút.',
  verify: 'Xác minh',
  resend: 'Gửi mã mới',
  other_number: 'Dùng số khác',
  verified: 'Số điện thoại di động {{phone}} của bạn đã được xác minh.',
  verified_toast: 'Đã xác minh số điện thoại di động',
  required_notice:
    'Để đăng bài viết, bình luận hoặc chia sẻ lộ trình sự nghiệp, vui lòng xác minh số điện thoại di động trước.',
  required_link: 'Xác minh số của tôi',
  new_tab: '(mở trong thẻ mới, nên những gì bạn đã viết ở đây không bị mất)',
};
