import type { endorsementsEn } from './endorsements.en';

/** Văn bản tiếng Việt của lời xác nhận kỹ năng (`endorsements.*`), cùng khóa với endorsements.en.ts. */
export const endorsementsVi: typeof endorsementsEn = {
  relation_colleague: 'Đồng nghiệp',
  relation_manager: 'Quản lý',
  relation_teacher: 'Giáo viên',
  relation_classmate: 'Bạn học',
  relation_client: 'Khách hàng',
  validation: {
    relation: 'Hãy chọn bạn biết người này qua đâu.',
    level: 'Hãy chọn mức bạn thấy họ làm việc.',
    note_max: 'Tối đa 200 ký tự.',
    status: 'Hãy chọn chấp nhận hoặc ẩn lời xác nhận này.',
  },
  errors: {
    not_found: 'Không tìm thấy lời xác nhận.',
    self: 'Bạn không thể tự xác nhận kỹ năng của mình.',
    too_new: 'Tài khoản cần được tạo ít nhất {{days}} ngày mới có thể xác nhận kỹ năng cho người khác.',
    already: 'Bạn đã xác nhận kỹ năng này rồi.',
  },
};
