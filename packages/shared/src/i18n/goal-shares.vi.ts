import type { goalSharesEn } from './goal-shares.en';

/** Vietnamese texts of sharing one's goals with an Educator (`goalShares.*`), key for key with goal-shares.en.ts. */
export const goalSharesVi: typeof goalSharesEn = {
  title: 'Chia sẻ mục tiêu với Nhà giáo dục',
  hint: 'Nhà giáo dục bạn chọn ở đây có thể xem mục tiêu và kế hoạch của bạn, kể cả khi bạn đặt mục tiêu ở chế độ “Chỉ mình tôi”. Chỉ những ghi chú bạn chia sẻ mới được hiển thị. Bạn có thể ngừng bất cứ lúc nào.',
  username: 'Tên người dùng của Nhà giáo dục',
  username_hint: 'Ví dụ @mai.nguyen. Người này cần dùng gói Nhà giáo dục.',
  share: 'Chia sẻ mục tiêu',
  shared_toast: 'Đã chia sẻ mục tiêu của bạn với Nhà giáo dục này',
  none: 'Bạn chưa chia sẻ mục tiêu với Nhà giáo dục nào.',
  list_label: 'Nhà giáo dục có thể xem mục tiêu của bạn',
  stop: 'Ngừng chia sẻ',
  stop_label: 'Ngừng chia sẻ mục tiêu với {{name}}',
  stopped_toast: '{{name}} không còn xem được mục tiêu của bạn',
  failed: 'Không thực hiện được. Vui lòng thử lại.',
  shared_with_me: 'Thành viên chia sẻ mục tiêu với bạn',
};
