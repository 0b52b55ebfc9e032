import type { Widen } from './en';
import type { wordsEn } from './words.en';

/** Vietnamese texts added by issue 34 (`words.*`), key for key with words.en.ts. */
export const wordsVi: Widen<typeof wordsEn> = {
  ui: {
    copy_origin_hint:
      'Bạn tạo lộ trình sự nghiệp này bằng “Dùng làm điểm khởi đầu”, nên lộ trình luôn gắn với bản gốc và ghi nhận tác giả của bản gốc.',
  },
  validation: {
    copy_keeps_origin: 'Bản sao luôn giữ lộ trình gốc để ghi nhận tác giả của lộ trình đó.',
  },
};
