import type { Language } from './members';
import { WEEK_1 } from './posts-week-1';
import { WEEK_2 } from './posts-week-2';
import { WEEK_3 } from './posts-week-3';

export type Shape = 'landscape' | 'square';

export interface DemoComment {
  by: string;
  text: string;
  replies?: { by: string; text: string }[];
}

export interface DemoPost {
  by: string;
  text: string;
  images?: Shape[];
  /** Encode the images as PNG rather than JPEG. */
  png?: boolean;
  comments?: DemoComment[];
  /** The demo member has saved it (their Saved page is not empty). */
  savedByDemo?: boolean;
}

/** The posts, oldest first: three weeks of the story. */
export const POSTS: DemoPost[] = [...WEEK_1, ...WEEK_2, ...WEEK_3];

/** A comment for a post its author wrote no thread for. */
export const GENERIC_COMMENTS: Record<Language, string[]> = {
  vi: [
    'Cảm ơn bạn đã chia sẻ, rất hữu ích!',
    'Bài viết quá chất, mình lưu lại để đọc dần 🙌',
    'Đúng những gì mình đang cần tìm hiểu. Cảm ơn nhiều!',
    'Mình cũng từng gặp tình huống y hệt, đồng ý 100%.',
    'Có tài liệu nào bằng tiếng Việt cho người mới bắt đầu không ạ?',
    'Chia sẻ thực tế và dễ hiểu. Mong bạn viết thêm về chủ đề này!',
    'Góc nhìn rất mới, trước giờ mình chưa nghĩ theo hướng này.',
    'Cho mình hỏi bạn mất bao lâu để thấy kết quả?',
    'Mình đồng ý, kỹ năng giao tiếp quan trọng không kém chuyên môn.',
  ],
  en: [
    'Great tips, saving this for my next interview.',
    'This is so practical. Thanks for sharing!',
    "Couldn't agree more. Wish someone had told me this earlier.",
    'Bookmarked. Would love a follow-up post on this.',
    'Really helpful breakdown, especially the second point.',
    'Sharing this with my team, thank you!',
    'Love this perspective 👏',
    'Do you have any resources for beginners?',
  ],
};

export const AUTHOR_REPLIES: Record<Language, string[]> = {
  vi: [
    'Cảm ơn bạn nhé! 😊',
    'Bạn nhắn tin cho mình, mình gửi thêm tài liệu nhé.',
    'Mình mất khoảng 3 tháng, quan trọng là đều đặn.',
  ],
  en: ['Thanks, glad it helped!', 'About three months of steady practice.', 'Sent you a message with a few links.'],
};

/** Crude but enough for the demo's own texts: Vietnamese has letters English never uses. */
export const isVietnamese = (text: string) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(text);
