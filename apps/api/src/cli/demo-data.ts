import { normalizeHashtag } from '@ladder/shared/schemas/posts';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { queryRows, type Db } from '../db/client';
import { hashtagFollows, industries, userFollows, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/passwords';
import type { UserRow } from '../modules/users/users.repository';
import { consentNow } from '../modules/users/users.service';
import type { Services } from '../services';
import type { MediaStore } from '../storage/media-store';
import { seedDemoTracks } from './demo-tracks';
import { seedDemoPeople } from './demo-people';

/** The member a developer signs in as on a fresh embedded database. */
export const DEMO_LOGIN = { email: 'demo@ladder.vn', password: 'Ladder#Demo2026' } as const;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: the same demo on every fresh start.

type Rng = () => number;

/** mulberry32: a tiny, fast, seeded PRNG (uniform in [0, 1)). */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const intBetween = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** `count` distinct items, in random order. */
function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// The cast.

type Language = 'vi' | 'en';

interface DemoMember {
  handle: string;
  name: string;
  language: Language;
  industry: string;
  headline: string;
  bio: string;
  links: string[];
  dateOfBirth: string | null;
}

const DEMO_HANDLE = 'minhanh';

const MEMBERS: DemoMember[] = [
  {
    handle: DEMO_HANDLE,
    name: 'Nguyễn Minh Anh',
    language: 'vi',
    industry: 'software-engineering',
    headline: 'Kỹ sư phần mềm tại một startup FinTech · Mentor frontend',
    bio: 'Viết code React/TypeScript mỗi ngày, cuối tuần review CV cho các bạn sinh viên IT. Tin rằng ai cũng có thể học lập trình.',
    links: ['https://github.com/minhanh-dev', 'https://minhanh.dev'],
    dateOfBirth: '1996-04-12',
  },
  {
    handle: 'quocbao',
    name: 'Trần Quốc Bảo',
    language: 'vi',
    industry: 'data-ai',
    headline: 'Data Scientist · Machine Learning · Python',
    bio: 'Từ kỹ sư cơ khí chuyển sang làm dữ liệu. Thích kể chuyện bằng số liệu và chia sẻ lộ trình tự học.',
    links: ['https://github.com/quocbao-ml'],
    dateOfBirth: '1994-09-03',
  },
  {
    handle: 'thuha',
    name: 'Lê Thu Hà',
    language: 'vi',
    industry: 'human-resources',
    headline: 'Chuyên viên tuyển dụng IT tại TP.HCM',
    bio: '7 năm tuyển dụng cho các công ty công nghệ. Chia sẻ góc nhìn của nhà tuyển dụng để bạn tự tin hơn khi ứng tuyển.',
    links: ['https://www.linkedin.com/in/lethuha-talent'],
    dateOfBirth: null,
  },
  {
    handle: 'duchuy',
    name: 'Phạm Đức Huy',
    language: 'vi',
    industry: 'finance-banking',
    headline: 'Chuyên viên phân tích tài chính · CFA Level III candidate',
    bio: 'Làm việc với mô hình định giá và báo cáo tài chính. Đang học thêm Python để tự động hoá Excel.',
    links: [],
    dateOfBirth: '1993-01-22',
  },
  {
    handle: 'thimai',
    name: 'Võ Thị Mai',
    language: 'vi',
    industry: 'hospitality-tourism',
    headline: 'Quản lý vận hành khách sạn 5 sao · Đà Nẵng',
    bio: 'Bắt đầu từ vị trí lễ tân, 8 năm sau quản lý 120 nhân sự. Yêu nghề dịch vụ và thích đào tạo người mới.',
    links: [],
    dateOfBirth: null,
  },
  {
    handle: 'giakhanh',
    name: 'Hoàng Gia Khánh',
    language: 'vi',
    industry: 'design-ux',
    headline: 'UX/UI Designer · Figma · Design system',
    bio: 'Thiết kế sản phẩm ngân hàng số. Hay viết về portfolio, nghiên cứu người dùng và cách làm việc với developer.',
    links: ['https://dribbble.com/giakhanh', 'https://www.behance.net/giakhanh'],
    dateOfBirth: '1997-11-30',
  },
  {
    handle: 'thuylinh',
    name: 'Đặng Thùy Linh',
    language: 'vi',
    industry: 'marketing',
    headline: 'Digital Marketing Lead · Content & Growth',
    bio: 'Làm marketing cho thương hiệu mỹ phẩm Việt. Thích thử nghiệm, đo lường và viết content thật lòng.',
    links: ['https://thuylinh.blog'],
    dateOfBirth: null,
  },
  {
    handle: 'nhatnam',
    name: 'Bùi Nhật Nam',
    language: 'vi',
    industry: 'software-engineering',
    headline: 'Sinh viên năm cuối CNTT · Backend intern',
    bio: 'Đang học Node.js và PostgreSQL. Ghi lại hành trình từ sinh viên đến lập trình viên đầu tiên.',
    links: ['https://github.com/nhatnam-bui'],
    dateOfBirth: '2003-06-18',
  },
  {
    handle: 'ngoctram',
    name: 'Đỗ Ngọc Trâm',
    language: 'vi',
    industry: 'education-training',
    headline: 'Chuyên gia hướng nghiệp · Career coach',
    bio: 'Đồng hành cùng hơn 500 bạn trẻ chọn ngành, chuyển nghề và chuẩn bị phỏng vấn.',
    links: ['https://ngoctram.coach'],
    dateOfBirth: null,
  },
  {
    handle: 'tuankiet',
    name: 'Huỳnh Tuấn Kiệt',
    language: 'vi',
    industry: 'it-infrastructure-cloud',
    headline: 'DevOps Engineer · AWS · Kubernetes',
    bio: 'Tự động hoá mọi thứ có thể. Chia sẻ tài liệu tự học cloud miễn phí.',
    links: ['https://github.com/tuankiet-ops'],
    dateOfBirth: '1995-02-14',
  },
  {
    handle: 'sarahchen',
    name: 'Sarah Chen',
    language: 'en',
    industry: 'design-ux',
    headline: 'Senior Product Designer · Singapore · Design mentor',
    bio: 'Graphic designer turned product designer. I mentor early-career designers across Southeast Asia.',
    links: ['https://sarahchen.design'],
    dateOfBirth: null,
  },
  {
    handle: 'david.miller',
    name: 'David Miller',
    language: 'en',
    industry: 'software-engineering',
    headline: 'Engineering Manager · Hiring in Ho Chi Minh City',
    bio: 'Building a backend team in Saigon. Ten years of writing software, eight of interviewing engineers.',
    links: ['https://github.com/dmiller-eng', 'https://davidmiller.engineering'],
    dateOfBirth: null,
  },
  {
    handle: 'priya.sharma',
    name: 'Priya Sharma',
    language: 'en',
    industry: 'data-ai',
    headline: 'Data Engineer · Cloud & Analytics',
    bio: 'Pipelines, warehouses and the occasional dashboard. Happy to chat about breaking into data engineering.',
    links: ['https://priyasharma.dev'],
    dateOfBirth: '1992-08-08',
  },
  {
    handle: 'emily.nguyen',
    name: 'Emily Nguyen',
    language: 'en',
    industry: 'marketing',
    headline: 'Growth Marketer · Bilingual EN/VI',
    bio: 'Vietnamese-American, back in Saigon since 2021. I help brands talk to customers in both languages.',
    links: ['https://emilynguyen.co'],
    dateOfBirth: null,
  },
];

/** Whom the demo member follows: enough for a varied home feed. */
const DEMO_FOLLOWS = [
  'quocbao',
  'thuha',
  'giakhanh',
  'thuylinh',
  'ngoctram',
  'sarahchen',
  'david.miller',
  'priya.sharma',
];

const HASHTAG_FOLLOWS: Record<string, string[]> = {
  [DEMO_HANDLE]: ['KỹNăng', 'career'],
  quocbao: ['python', 'DataScience'],
  giakhanh: ['UXDesign'],
  nhatnam: ['TuyểnDụng', 'python'],
  sarahchen: ['UXDesign'],
  thuha: ['TuyểnDụng'],
};

// ---------------------------------------------------------------------------------------------
// The posts, oldest first.

type Shape = 'landscape' | 'square';

interface DemoComment {
  by: string;
  text: string;
  replies?: { by: string; text: string }[];
}

interface DemoPost {
  by: string;
  text: string;
  images?: Shape[];
  /** Encode the images as PNG rather than JPEG. */
  png?: boolean;
  comments?: DemoComment[];
}

const POSTS: DemoPost[] = [
  {
    by: 'ngoctram',
    text: `Chọn ngành hay chọn nghề? Đây là câu hỏi mình nhận được nhiều nhất mỗi mùa tuyển sinh.

Ngành là những gì bạn học ở trường; nghề là công việc bạn làm mỗi ngày. Một bạn học Kinh tế vẫn có thể trở thành Data Analyst, một bạn học Cơ khí vẫn có thể làm Product Manager. Thay vì hỏi "ngành nào hot", hãy hỏi: mình thích giải quyết loại vấn đề nào, mình muốn làm việc với con người, con số hay sản phẩm?

Tuần này mình sẽ chia sẻ bộ câu hỏi tự đánh giá mà mình dùng khi tư vấn. #HướngNghiệp #MentorMonday`,
    comments: [
      {
        by: 'nhatnam',
        text: 'Em học CNTT nhưng lại thích phần làm việc với người dùng hơn là code, chị có gợi ý nghề nào không ạ?',
        replies: [
          {
            by: 'ngoctram',
            text: 'Em thử tìm hiểu Business Analyst hoặc Product Owner nhé, nền tảng CNTT là lợi thế rất lớn.',
          },
        ],
      },
    ],
  },
  {
    by: 'david.miller',
    text: `I've interviewed more than 300 engineers over the past eight years. Here is what actually makes a candidate stand out, and it is rarely the algorithm question.

1. They think out loud. I can't give credit for reasoning I never hear.
2. They ask clarifying questions before writing a single line.
3. They admit what they don't know, then reason about how they would find out.
4. They can explain a past project end to end: the problem, the trade-offs, what they would do differently.

Prepare stories, not just LeetCode. #career #interview`,
    comments: [
      {
        by: 'nhatnam',
        text: 'Point 4 is so underrated. Do you prefer candidates to talk about school projects or side projects?',
        replies: [
          {
            by: 'david.miller',
            text: 'Either works. What matters is that you made real decisions and can explain why.',
          },
        ],
      },
      { by: 'sarahchen', text: 'Same in design interviews. The story matters more than the polish.' },
    ],
  },
  {
    by: DEMO_HANDLE,
    text: `3 điều mình ước đã biết khi mới đi làm lập trình viên:
1. Đọc code của người khác nhiều hơn viết code mới.
2. Hỏi sớm, đừng ngồi "đánh vật" cả ngày với một bug.
3. Ghi chép lại mọi thứ mình học được mỗi tuần.
Còn bạn thì sao? #KỹNăng #LậpTrình`,
    comments: [
      {
        by: 'tuankiet',
        text: 'Thêm một điều: học cách đọc log trước khi hỏi 😄',
        replies: [{ by: DEMO_HANDLE, text: 'Chuẩn luôn, điều này đáng thành số 4!' }],
      },
    ],
  },
  {
    by: 'sarahchen',
    text: `Design critique tip: split your feedback into "what I see", "what I feel" and "what I'd try". It keeps the conversation about the work, not the person. #UXDesign #career`,
  },
  {
    by: 'thuha',
    text: `#TuyểnDụng Công ty mình đang tìm 2 bạn Frontend Developer (React, TypeScript), 1–3 năm kinh nghiệm, làm việc hybrid tại Quận 1, TP.HCM. Lương cạnh tranh, review 2 lần/năm, có ngân sách học tập riêng. Bạn nào quan tâm để lại bình luận hoặc nhắn tin cho mình nhé! #ViệcLàm`,
    images: ['landscape'],
    comments: [
      {
        by: 'nhatnam',
        text: 'Chị ơi công ty có nhận fresher không ạ?',
        replies: [
          { by: 'thuha', text: 'Đợt này chưa em ơi, nhưng tháng sau có chương trình thực tập, chị sẽ đăng nhé.' },
        ],
      },
    ],
  },
  {
    by: 'priya.sharma',
    text: `The data engineering learning path that worked for me: SQL, then Python, then Airflow, then dbt, then Spark. Don't jump to Spark before you can write a clean window function. #DataScience #python`,
    comments: [
      {
        by: 'quocbao',
        text: 'Totally agree about window functions. Half of my interview questions were about them.',
      },
    ],
  },
  {
    by: 'quocbao',
    text: `Lộ trình tự học Data Science trong 6 tháng mà mình đã áp dụng khi chuyển nghề từ cơ khí:

Tháng 1–2: Python cơ bản, Pandas, và thật nhiều SQL. Mỗi ngày một bài tập nhỏ trên dữ liệu thật (giá xăng, thời tiết, chứng khoán).
Tháng 3: Thống kê ứng dụng: phân phối, kiểm định giả thuyết, A/B test.
Tháng 4–5: Machine Learning với scikit-learn, làm 2 dự án có đầu vào và đầu ra rõ ràng, viết README cẩn thận.
Tháng 6: Luyện phỏng vấn, viết blog về dự án, nhờ người trong ngành góp ý.

Quan trọng nhất không phải khoá học nào, mà là đều đặn. #DataScience #python`,
    images: ['landscape', 'landscape'],
    comments: [
      {
        by: 'duchuy',
        text: 'Cảm ơn Bảo! Mình đang ở tháng thứ 2, đúng là SQL dùng nhiều hơn mình tưởng.',
      },
      {
        by: 'priya.sharma',
        text: 'Great roadmap! The README advice is gold, recruiters do read them.',
        replies: [{ by: 'quocbao', text: 'Thank you Priya! Learned that one the hard way 😅' }],
      },
    ],
  },
  {
    by: 'emily.nguyen',
    text: `Bilingual content is not translation, it's adaptation. A joke that lands in English can fall flat in Vietnamese, and the reverse is even more true. Write for the reader, then check the meaning, not the words. #Marketing #career`,
    images: ['square', 'square'],
  },
  {
    by: 'giakhanh',
    text: `Portfolio UX không cần 10 dự án. 3 case study kể rõ vấn đề, quá trình nghiên cứu người dùng và kết quả đo được là đủ để gây ấn tượng với nhà tuyển dụng. Đừng quên phần "mình sẽ làm khác đi điều gì". #UXDesign #Portfolio`,
    images: ['landscape', 'square', 'square'],
    comments: [
      {
        by: 'sarahchen',
        text: 'Yes! The "what I would do differently" section is the first thing I read.',
      },
    ],
  },
  {
    by: 'duchuy',
    text: `Phỏng vấn vị trí Financial Analyst, họ hỏi mình: "Hãy định giá công ty này trong 10 phút". Mẹo: nói to suy nghĩ của bạn, nêu giả định rõ ràng, đừng cố ra một con số hoàn hảo. Người phỏng vấn chấm cách bạn lập luận. #PhỏngVấn #TàiChính`,
  },
  {
    by: 'tuankiet',
    text: `Tài liệu tự học Kubernetes miễn phí mà mình thấy dễ hiểu nhất: https://kubernetes.io/docs/tutorials/kubernetes-basics/ Làm hết phần tutorial là bạn đã nắm được Pod, Deployment, Service. Sau đó thử dựng một cluster nhỏ bằng kind trên laptop. #DevOps #Kubernetes`,
  },
  {
    by: 'sarahchen',
    text: `My desk setup for remote design work: one big monitor, a drawing tablet, and a notebook that never leaves my side. Sketch first, Figma second. #RemoteWork #UXDesign`,
    images: ['landscape', 'square', 'landscape'],
  },
  {
    by: 'thimai',
    text: `Sau 8 năm trong ngành khách sạn, điều mình học được: kỹ năng mềm quyết định phần lớn sự thăng tiến. Biết lắng nghe khách, xử lý phàn nàn bình tĩnh và làm việc nhóm tốt quan trọng không kém bằng cấp. #KỹNăng #DuLịch`,
    images: ['landscape', 'landscape'],
    comments: [
      {
        by: 'ngoctram',
        text: 'Rất đồng ý chị Mai. Nhiều bạn trẻ xem nhẹ kỹ năng mềm cho tới khi lên vị trí quản lý.',
      },
    ],
  },
  {
    by: 'david.miller',
    text: `#TuyểnDụng We're hiring three backend engineers (Go or Python) in Ho Chi Minh City. Hybrid, English-speaking team, real ownership from week one. Details and how to apply: https://careers.example.com/jobs/backend-engineer-hcmc-2026 #career`,
    comments: [
      {
        by: 'tuankiet',
        text: 'Is there any DevOps work in the role, or is that a separate team?',
        replies: [
          {
            by: 'david.miller',
            text: 'Engineers own their services end to end, so yes, quite a bit of Terraform and Kubernetes.',
          },
        ],
      },
    ],
  },
  {
    by: 'thuylinh',
    text: `Checklist viết CV ngành Marketing:
✅ Có số liệu cụ thể (tăng 35% lượt truy cập, giảm 20% chi phí quảng cáo)
✅ Link tới portfolio hoặc chiến dịch thật
✅ Tối đa 1 trang nếu dưới 5 năm kinh nghiệm
✅ Viết lại phần tóm tắt cho từng công ty
#CV #Marketing #KỹNăng`,
  },
  {
    by: 'priya.sharma',
    text: `Free resource I keep recommending: https://github.com/DataTalksClub/data-engineering-zoomcamp A complete data engineering course, open source, with homework and a final project. #DataScience #learning`,
  },
  {
    by: 'nhatnam',
    text: `Hôm nay là ngày đầu tiên mình đi thực tập Backend! Hơi run nhưng rất hào hứng 🎉 Cảm ơn mọi người trên Ladder đã góp ý CV cho mình suốt 2 tháng qua. #ThựcTập #SinhViên`,
    images: ['square'],
    comments: [
      {
        by: DEMO_HANDLE,
        text: 'Chúc mừng Nam! Tuần đầu cứ hỏi thật nhiều nhé.',
        replies: [{ by: 'nhatnam', text: 'Em cảm ơn chị Minh Anh nhiều ạ!' }],
      },
      { by: 'thuha', text: 'Chúc mừng em, cố gắng lên nhé 💪' },
    ],
  },
  {
    by: 'emily.nguyen',
    text: `#MentorMonday What's one piece of career advice you would give your 22-year-old self? Mine: ask for the stretch project, even if you feel you are not ready. Nobody ever is. #career`,
    comments: [
      { by: 'david.miller', text: 'Learn to write well. It scales better than any other skill.' },
      { by: 'thuylinh', text: 'Đừng so sánh bản thân với người khác quá nhiều. (Sorry, replying in Vietnamese!)' },
    ],
  },
  {
    by: DEMO_HANDLE,
    text: `#MentorMonday Tuần này mình nhận review CV miễn phí cho 5 bạn sinh viên IT. Bình luận "CV" bên dưới, mình sẽ nhắn tin cho bạn nhé! #KỹNăng`,
    comments: [
      { by: 'nhatnam', text: 'CV ạ! Em đang chuẩn bị apply vị trí fresher.' },
      { by: 'tuankiet', text: 'Ý tưởng hay quá, tuần sau mình cũng làm tương tự cho mảng DevOps.' },
    ],
  },
  {
    by: 'sarahchen',
    text: `How I moved from graphic design to product design in 18 months.

I kept my day job and redesigned one real app screen every week, always starting from a problem I could explain in one sentence. After three months I started interviewing friends about the apps they hated. After six months I had three case studies with research, flows and measurable outcomes. I applied to 40 roles, got 6 interviews and 2 offers. The portfolio was not what got me hired; talking clearly about trade-offs was. #UXDesign #CareerChange`,
    comments: [
      {
        by: 'giakhanh',
        text: 'Cảm ơn chị Sarah, câu chuyện rất truyền cảm hứng! Did you take any bootcamp?',
        replies: [{ by: 'sarahchen', text: 'No bootcamp, just a lot of feedback from mentors and peers!' }],
      },
    ],
  },
  {
    by: 'quocbao',
    text: `SQL vẫn là kỹ năng quan trọng nhất của một Data Analyst. Trước khi học deep learning, hãy chắc rằng bạn viết được JOIN, GROUP BY, window function và đọc được execution plan. #SQL #DataScience`,
    images: ['landscape', 'square'],
  },
  {
    by: 'david.miller',
    text: `Salary negotiation is a skill, not a personality trait. Research the range, name a number first when you can, and always negotiate the whole package: title, learning budget, remote days. #career`,
  },
  {
    by: 'thuha',
    text: `Góc nhìn nhà tuyển dụng: trong 6 giây đầu tiên đọc CV, mình nhìn vào vị trí gần nhất, thời gian làm việc và một thành tích nổi bật có số liệu. Nếu ba thứ đó không rõ, CV rất khó đi tiếp. #TuyểnDụng #CV`,
    comments: [
      {
        by: 'duchuy',
        text: 'Chị cho em hỏi có nên để ảnh trong CV không ạ?',
        replies: [{ by: 'thuha', text: 'Không bắt buộc em nhé, nếu có thì chọn ảnh chuyên nghiệp, đơn giản.' }],
      },
    ],
  },
  {
    by: 'giakhanh',
    text: `Chia sẻ bộ màu và component mình dùng cho dự án app ngân hàng gần đây 🎨 Mỗi màu đều đạt chuẩn tương phản AA. #UXDesign #UI`,
    images: ['square', 'square', 'square', 'square'],
    png: true,
  },
  {
    by: 'priya.sharma',
    text: `Pipeline diagram from this week's migration: batch jobs to streaming, with the same tests on both sides. #DataScience #python`,
    images: ['landscape'],
    png: true,
  },
  {
    by: 'duchuy',
    text: `Từ kế toán sang phân tích tài chính: hành trình 2 năm của mình.

Năm đầu, mình xin tham gia vào các buổi lập kế hoạch ngân sách dù không ai yêu cầu, học cách đọc báo cáo từ góc nhìn của người ra quyết định. Buổi tối mình học mô hình dòng tiền chiết khấu và ôn CFA. Năm thứ hai, mình tự động hoá báo cáo tháng bằng Python, tiết kiệm cho team 3 ngày làm việc mỗi tháng. Chính dự án nhỏ này là câu chuyện giúp mình qua vòng phỏng vấn. #ChuyểnNghề #TàiChính #python`,
    comments: [
      { by: 'quocbao', text: 'Dự án tự động hoá là điểm cộng cực lớn, chúc mừng Huy!' },
      { by: 'ngoctram', text: 'Câu chuyện chuyển nghề rất thực tế, mình xin phép chia sẻ cho các bạn học viên nhé.' },
    ],
  },
  {
    by: 'emily.nguyen',
    text: `Networking does not have to feel awkward. Try this: message one person a week, mention something specific they wrote, and ask one small question. No "can you refer me". Relationships first. #career #networking`,
  },
  {
    by: 'thimai',
    text: `Đà Nẵng mùa này đẹp quá! Team mình vừa tổ chức buổi đào tạo kỹ năng phục vụ khách quốc tế cho 40 bạn nhân viên mới. Nhìn các bạn tự tin hơn sau 3 ngày là niềm vui lớn nhất của người làm quản lý. #DuLịch #ĐàoTạo`,
    images: ['landscape', 'landscape', 'square', 'landscape', 'square'],
    comments: [{ by: 'emily.nguyen', text: 'Beautiful photos! Da Nang is my favourite city in Vietnam.' }],
  },
  {
    by: 'sarahchen',
    text: `Accessibility quick wins: 4.5:1 text contrast, visible focus states, labels on every input, and touch targets of at least 44 pixels. None of these need a redesign. #UXDesign #a11y`,
  },
  {
    by: 'nhatnam',
    text: `Có anh chị nào có kinh nghiệm chuẩn bị phỏng vấn thuật toán cho vị trí intern không ạ? Mình đang luyện mỗi ngày 2 bài, chủ yếu bằng Python. #PhỏngVấn #python`,
    comments: [
      {
        by: DEMO_HANDLE,
        text: 'Tập trung vào mảng, chuỗi, hash map và hai con trỏ trước em nhé. Quan trọng là giải thích được độ phức tạp.',
      },
      { by: 'david.miller', text: 'Practice explaining your solution out loud, in English if you can.' },
    ],
  },
  {
    by: 'david.miller',
    text: `Team offsite in Da Lat 🌲 Two days of planning, one day of hiking, zero laptops after 6 pm. Best roadmap session we've had all year. #teamwork #career`,
    images: ['landscape', 'landscape', 'landscape', 'landscape'],
  },
  {
    by: 'thuylinh',
    text: `Xu hướng tuyển dụng Marketing năm nay: doanh nghiệp tìm người vừa hiểu dữ liệu vừa viết được nội dung. Một bạn content biết đọc Google Analytics và chạy A/B test sẽ có lợi thế rất lớn. Tham khảo thêm: https://www.thinkwithgoogle.com/intl/en-apac/marketing-strategies/ #Marketing #TuyểnDụng`,
  },
  {
    by: 'priya.sharma',
    text: `Python tip: use pathlib instead of os.path. Path("data") / "raw" / "2026.csv" reads better and works on every OS. Small habits make code reviews faster. #python`,
  },
  {
    by: 'ngoctram',
    text: `Bài tập nhỏ cho tuần mới: viết ra 3 việc bạn làm tốt nhất và 3 việc khiến bạn mất năng lượng. Đối chiếu với công việc hiện tại, đó là điểm khởi đầu để chọn hướng đi tiếp theo. #HướngNghiệp #KỹNăng`,
    images: ['square'],
  },
  {
    by: 'emily.nguyen',
    text: `I got rejected from 27 jobs before landing my first marketing role.

What changed? I stopped sending the same CV everywhere. For each application I wrote down three problems the company probably had, then rewrote my summary to show how I had solved something similar, even in a student club. I also started following up one week after applying, politely and briefly. Rejection is data, not a verdict. #career #Marketing`,
    comments: [
      { by: 'thuylinh', text: 'Cảm ơn Emily, bài viết này đúng lúc mình đang cần động lực.' },
      {
        by: 'nhatnam',
        text: 'How did you keep yourself motivated after so many rejections?',
        replies: [{ by: 'emily.nguyen', text: 'A spreadsheet and a friend to celebrate every small win with!' }],
      },
    ],
  },
  {
    by: 'tuankiet',
    text: `Mình vừa đậu chứng chỉ AWS Solutions Architect Associate sau 6 tuần ôn. Kinh nghiệm: học theo từng dịch vụ, làm lab thật thay vì chỉ xem video, và làm ít nhất 3 đề thi thử. #AWS #Cloud`,
    images: ['landscape'],
    comments: [{ by: 'priya.sharma', text: 'Congrats! Hands-on labs made all the difference for me too.' }],
  },
  {
    by: DEMO_HANDLE,
    text: `Code review không phải để chứng minh ai giỏi hơn. Một comment tốt giải thích "vì sao", đề xuất cách khác, và khen những gì làm tốt. Team mình đọc PR nhanh hơn hẳn từ khi thống nhất điều này. #KỹNăng #LậpTrình`,
    comments: [{ by: 'david.miller', text: 'Love this. Kind and specific beats clever every time.' }],
  },
  {
    by: 'sarahchen',
    text: `From Figma to user testing in 48 hours: paper prototype on day one, clickable prototype on day two, five users by the evening. Fast feedback beats perfect pixels. #UXDesign`,
    images: ['square', 'square'],
  },
  {
    by: 'quocbao',
    text: `Dự án cuối tuần: dự đoán giá căn hộ ở TP.HCM bằng Python và scikit-learn. Dữ liệu tự thu thập, mô hình đơn giản nhưng phần trực quan hoá khá thú vị. Code mình để trên GitHub cho bạn nào cần tham khảo. #python #MachineLearning #DataScience`,
    images: ['landscape', 'square', 'landscape'],
    comments: [
      { by: 'priya.sharma', text: 'Nice visuals! Which features mattered most?' },
      { by: 'giakhanh', text: 'Biểu đồ đẹp quá anh Bảo, anh dùng thư viện gì vậy ạ?' },
    ],
  },
  {
    by: 'david.miller',
    text: `The best engineers I have managed share one habit: they write things down. Design docs, decision logs, clear pull request descriptions. Writing is thinking made visible. #career #engineering`,
  },
  {
    by: 'thuha',
    text: `Những câu hỏi bạn NÊN hỏi lại nhà tuyển dụng ở cuối buổi phỏng vấn:

• Một ngày làm việc điển hình của vị trí này trông như thế nào?
• Thành công sau 6 tháng đầu được đo bằng gì?
• Thách thức lớn nhất của team hiện tại là gì?
• Công ty hỗ trợ việc học và phát triển như thế nào?

Câu hỏi tốt cho thấy bạn thật sự quan tâm, và giúp bạn quyết định công ty đó có phù hợp với mình hay không. #PhỏngVấn #TuyểnDụng #KỹNăng`,
    images: ['landscape'],
    comments: [
      { by: 'nhatnam', text: 'Em lưu lại rồi ạ, tuần sau em có buổi phỏng vấn đầu tiên.' },
      { by: 'emily.nguyen', text: 'Great list! I always ask the second one.' },
    ],
  },
  {
    by: 'emily.nguyen',
    text: `Case study: how we grew a Vietnamese skincare brand's newsletter from 2,000 to 40,000 subscribers in a year. Spoiler: one honest email a week, written by the founder. #Marketing #growth`,
    images: ['landscape'],
  },
  {
    by: 'giakhanh',
    text: `Mẹo làm việc với developer: bàn giao thiết kế kèm trạng thái lỗi, trạng thái rỗng và trạng thái đang tải. Những màn hình "không ai nghĩ tới" lại là nơi người dùng gặp nhiều nhất. #UXDesign #KỹNăng`,
    images: ['landscape', 'landscape'],
  },
  {
    by: 'priya.sharma',
    text: `#MentorMonday Hosting free mock interviews for data roles this Saturday. Bring a real job description and we will practise SQL and system design questions together. #DataScience #career`,
    images: ['square'],
    comments: [{ by: 'quocbao', text: 'Count me in as a second interviewer if you need help!' }],
  },
  {
    by: 'ngoctram',
    text: `Đọc gì để định hướng nghề nghiệp? Mình hay gợi ý bắt đầu từ https://www.careeronestop.org/Toolkit/Careers/interest-assessment.aspx để làm bài đánh giá sở thích nghề, sau đó nói chuyện với 3 người đang làm nghề đó. #HướngNghiệp #career`,
    images: ['landscape', 'square'],
  },
];

/** Which posts the demo member has saved (indexes into POSTS). */
const DEMO_SAVES = [6, 19, 34, 40];

const GENERIC_COMMENTS: Record<Language, string[]> = {
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

const AUTHOR_REPLIES: Record<Language, string[]> = {
  vi: [
    'Cảm ơn bạn nhé! 😊',
    'Bạn nhắn tin cho mình, mình gửi thêm tài liệu nhé.',
    'Mình mất khoảng 3 tháng, quan trọng là đều đặn.',
  ],
  en: ['Thanks, glad it helped!', 'About three months of steady practice.', 'Sent you a message with a few links.'],
};

/** Crude but enough for the demo's own texts: Vietnamese has letters English never uses. */
const isVietnamese = (text: string) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(text);

// ---------------------------------------------------------------------------------------------
// Pictures, drawn as SVG and rendered by sharp: nothing downloaded, nothing shipped.

const PALETTES: [string, string][] = [
  ['#ff9a9e', '#fad0c4'],
  ['#a18cd1', '#fbc2eb'],
  ['#84fab0', '#8fd3f4'],
  ['#f6d365', '#fda085'],
  ['#5ee7df', '#b490ca'],
  ['#a1c4fd', '#c2e9fb'],
  ['#667eea', '#764ba2'],
  ['#43e97b', '#38f9d7'],
  ['#fa709a', '#fee140'],
  ['#30cfd0', '#330867'],
  ['#4facfe', '#00f2fe'],
  ['#0ba360', '#3cba92'],
  ['#f83600', '#f9d423'],
  ['#2b5876', '#4e4376'],
  ['#ee9ca7', '#ffdde1'],
  ['#11998e', '#38ef7d'],
];

const svg = (width: number, height: number, from: string, to: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
  `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
  `<rect width="${width}" height="${height}" fill="url(#g)"/>${body}</svg>`;

const round = (value: number) => Math.round(value);

function bubbles(rng: Rng, w: number, h: number): string {
  let body = '';
  for (let i = intBetween(rng, 6, 12); i > 0; i -= 1) {
    const r = round((0.05 + rng() * 0.25) * Math.min(w, h));
    body += `<circle cx="${round(rng() * w)}" cy="${round(rng() * h)}" r="${r}" fill="#ffffff" fill-opacity="${(0.08 + rng() * 0.2).toFixed(2)}"/>`;
  }
  return body;
}

function waves(rng: Rng, w: number, h: number): string {
  let body = '';
  for (let layer = 0; layer < 3; layer += 1) {
    const base = h * (0.45 + layer * 0.17);
    const amp = h * (0.05 + rng() * 0.08);
    body +=
      `<path d="M0 ${round(base)} C ${round(w * 0.25)} ${round(base - amp)}, ${round(w * 0.5)} ${round(base + amp)}, ${round(w * 0.75)} ${round(base)}` +
      ` S ${w} ${round(base - amp)}, ${w} ${round(base)} L ${w} ${h} L 0 ${h} Z" fill="#ffffff" fill-opacity="${(0.12 + layer * 0.08).toFixed(2)}"/>`;
  }
  return body;
}

function mountains(rng: Rng, w: number, h: number): string {
  let body = `<circle cx="${round(w * (0.2 + rng() * 0.6))}" cy="${round(h * 0.28)}" r="${round(h * 0.09)}" fill="#fffbe6" fill-opacity="0.85"/>`;
  for (let layer = 0; layer < 3; layer += 1) {
    const top = h * (0.35 + layer * 0.15);
    const points = [`0,${h}`];
    for (let x = 0; x <= w; x += w / 6) {
      points.push(`${round(x)},${round(top + rng() * h * 0.18)}`);
    }
    points.push(`${w},${h}`);
    body += `<polygon points="${points.join(' ')}" fill="#1e2a3a" fill-opacity="${(0.25 + layer * 0.2).toFixed(2)}"/>`;
  }
  return body;
}

/** A card with a bar chart: the kind of picture career posts share. */
function chart(rng: Rng, w: number, h: number): string {
  const cardX = round(w * 0.1);
  const cardY = round(h * 0.12);
  const cardW = round(w * 0.8);
  const cardH = round(h * 0.76);
  let body = `<rect x="${cardX}" y="${cardY}" width="${cardW}" height="${cardH}" rx="${round(h * 0.04)}" fill="#ffffff" fill-opacity="0.9"/>`;
  body += `<rect x="${cardX + round(cardW * 0.08)}" y="${cardY + round(cardH * 0.1)}" width="${round(cardW * 0.35)}" height="${round(cardH * 0.06)}" rx="6" fill="#334155" fill-opacity="0.7"/>`;
  const bars = intBetween(rng, 5, 8);
  const gap = (cardW * 0.84) / bars;
  for (let i = 0; i < bars; i += 1) {
    const barH = cardH * (0.15 + rng() * 0.5);
    body += `<rect x="${round(cardX + cardW * 0.08 + i * gap)}" y="${round(cardY + cardH * 0.88 - barH)}" width="${round(gap * 0.6)}" height="${round(barH)}" rx="6" fill="url(#g)"/>`;
  }
  return body;
}

function stripes(rng: Rng, w: number, h: number): string {
  let body = '';
  const step = round(Math.max(w, h) / intBetween(rng, 6, 10));
  for (let x = -h; x < w + h; x += step * 2) {
    body += `<polygon points="${x},0 ${x + step},0 ${x + step - h},${h} ${x - h},${h}" fill="#ffffff" fill-opacity="0.12"/>`;
  }
  return body;
}

const PATTERNS = [bubbles, waves, mountains, chart, stripes];

async function render(width: number, height: number, overlay: string, background: string, png = false) {
  const image = sharp({ create: { width, height, channels: 3, background } }).composite([
    { input: Buffer.from(overlay), top: 0, left: 0 },
  ]);
  return png ? image.png({ compressionLevel: 6 }).toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

function postImage(rng: Rng, shape: Shape, png: boolean): Promise<Buffer> {
  const [from, to] = pick(rng, PALETTES);
  const [w, h] = shape === 'landscape' ? [1200, 800] : [1080, 1080];
  return render(w, h, svg(w, h, from, to, pick(rng, PATTERNS)(rng, w, h)), from, png);
}

function avatar(rng: Rng): Promise<Buffer> {
  const [from, to] = pick(rng, PALETTES);
  const person =
    '<circle cx="128" cy="104" r="46" fill="#ffffff" fill-opacity="0.9"/>' +
    '<path d="M40 256 C 48 180, 208 180, 216 256 Z" fill="#ffffff" fill-opacity="0.9"/>';
  return render(256, 256, svg(256, 256, from, to, person), from);
}

function cover(rng: Rng): Promise<Buffer> {
  const [from, to] = pick(rng, PALETTES);
  return render(1200, 320, svg(1200, 320, from, to, pick(rng, [waves, bubbles, stripes])(rng, 1200, 320)), from);
}

// ---------------------------------------------------------------------------------------------

/** Runs `task` over `items` with at most `limit` at a time, keeping the results in order. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Whether the demo member exists, is active and still has the demo password (to print it). */
export async function hasDemoLogin(services: Pick<Services, 'users'>): Promise<boolean> {
  const user = await services.users.findByEmail(DEMO_LOGIN.email);
  return !!user?.is_active && (await verifyPassword(user.hashed_password, DEMO_LOGIN.password));
}

/** Seeds only when the users table is empty; returns whether it seeded. */
export async function seedDemoData(
  services: Services,
  deps: { db: Db; media: MediaStore; log: FastifyBaseLogger },
): Promise<boolean> {
  const { db, media, log } = deps;
  const started = performance.now();
  const phases: Record<string, number> = {};
  let mark = started;
  const lap = (name: string) => {
    const at = performance.now();
    phases[name] = Math.round(at - mark);
    mark = at;
  };
  const [state] = await queryRows<{ exists: boolean }>(db, sql`select exists(select 1 from users) as "exists"`);
  if (state?.exists) return false;

  const rng = mulberry32(20_260_101);
  const hashed = hashPassword(DEMO_LOGIN.password);

  // Pictures first (sharp works on its own threads while the password hashes).
  const ids = MEMBERS.map(() => uuidv7());
  // Every draw from rng happens synchronously, in a fixed order, so the pictures never vary.
  const profileImages = await Promise.all(MEMBERS.map(() => Promise.all([avatar(rng), cover(rng)])));
  const postImages = await Promise.all(
    POSTS.map((post) => Promise.all((post.images ?? []).map((shape) => postImage(rng, shape, post.png ?? false)))),
  );
  const photoKeys = await Promise.all(
    ids.map(async (id, i) => {
      const [photo, coverPhoto] = profileImages[i] ?? [];
      if (!photo || !coverPhoto) throw new Error('missing profile images');
      const photoKey = `users/${id}/profile_photo/${uuidv7()}.jpg`;
      const coverKey = `users/${id}/cover_photo/${uuidv7()}.jpg`;
      await media.put(photoKey, photo, 'image/jpeg');
      await media.put(coverKey, coverPhoto, 'image/jpeg');
      return { photoKey, coverKey };
    }),
  );

  lap('pictures');

  // Members.
  const industryIds = new Map(
    (
      await db
        .select({ id: industries.id, slug: industries.slug })
        .from(industries)
        .where(inArray(industries.slug, [...new Set(MEMBERS.map((m) => m.industry))]))
    ).map((row) => [row.slug, row.id]),
  );
  const passwordHash = await hashed;
  const now = new Date();
  const rows = await db
    .insert(users)
    .values(
      MEMBERS.map((m, i) => ({
        id: ids[i] ?? uuidv7(),
        email: m.handle === DEMO_HANDLE ? DEMO_LOGIN.email : `${m.handle.replace('.', '')}@example.com`,
        name: m.name,
        username: `@${m.handle}`,
        hashed_password: passwordHash,
        is_active: true,
        activated_at: now,
        // The demo members stand for people who registered, and so agreed, under this policy.
        ...consentNow(),
        default_language: m.language,
        date_of_birth: m.dateOfBirth,
        headline: m.headline,
        bio: m.bio,
        external_link_urls: m.links,
        working_industry_id: industryIds.get(m.industry) ?? null,
        photo_path: photoKeys[i]?.photoKey ?? null,
        cover_photo_path: photoKeys[i]?.coverKey ?? null,
      })),
    )
    .returning();
  await media.settle(photoKeys.flatMap((keys) => [keys.photoKey, keys.coverKey]));
  const byHandle = new Map<string, UserRow>(rows.map((row) => [row.username.slice(1), row]));
  const member = (handle: string): UserRow => {
    const row = byHandle.get(handle);
    if (!row) throw new Error(`unknown demo member ${handle}`);
    return row;
  };
  const languageOf = new Map(MEMBERS.map((m) => [m.handle, m.language]));

  lap('members');

  // Follows, before any post, so that publishing fans out to the followers' timelines.
  const follows: { follower_id: string; followee_id: string }[] = [];
  for (const m of MEMBERS) {
    const others = MEMBERS.filter((o) => o.handle !== m.handle).map((o) => o.handle);
    const followees = m.handle === DEMO_HANDLE ? DEMO_FOLLOWS : sample(rng, others, intBetween(rng, 4, 8));
    for (const followee of followees)
      follows.push({ follower_id: member(m.handle).id, followee_id: member(followee).id });
  }
  await db.insert(userFollows).values(follows);
  await db.execute(sql`
    update users u set total_followings = f.n
    from (select follower_id as id, count(*)::int as n from user_follows group by follower_id) f
    where u.id = f.id`);
  await db.execute(sql`
    update users u set total_followers = f.n
    from (select followee_id as id, count(*)::int as n from user_follows group by followee_id) f
    where u.id = f.id`);
  await db
    .insert(hashtagFollows)
    .values(
      Object.entries(HASHTAG_FOLLOWS).flatMap(([handle, tags]) =>
        tags.map((tag) => ({ user_id: member(handle).id, hashtag: normalizeHashtag(tag) })),
      ),
    );

  await seedDemoPeople(services, { db, members: rows });
  lap('follows');
  await seedDemoTracks(services, { db, member });
  lap('career tracks');

  // Posts, oldest first, then their pictures (several at once: decoding runs on sharp's threads).
  const postIds: string[] = [];
  for (const post of POSTS) postIds.push((await services.posts.create(member(post.by), { content: post.text })).id);
  let images = 0;
  await pool(POSTS, 3, async (post, i) => {
    const files = postImages[i] ?? [];
    const postId = postIds[i];
    if (files.length === 0 || !postId) return;
    await services.uploads.attachToPost(member(post.by), postId, files);
    images += files.length;
  });

  lap('posts');

  // Likes, saves and shares from other members; comments and replies.
  let likes = 0;
  let comments = 0;
  const handles = MEMBERS.map((m) => m.handle);
  for (const [i, post] of POSTS.entries()) {
    const postId = postIds[i];
    if (!postId) continue;
    const others = handles.filter((h) => h !== post.by);
    for (const handle of sample(rng, others, intBetween(rng, 0, 9))) {
      const shared = rng() < 0.1;
      const saved = (handle !== DEMO_HANDLE && rng() < 0.12) || (handle === DEMO_HANDLE && DEMO_SAVES.includes(i));
      await services.interactions.set(member(handle), postId, {
        liked: true,
        ...(saved ? { saved } : {}),
        ...(shared ? { shared } : {}),
      });
      likes += 1;
    }
    if (DEMO_SAVES.includes(i) && post.by !== DEMO_HANDLE) {
      await services.interactions.set(member(DEMO_HANDLE), postId, { saved: true });
    }

    const language: Language = isVietnamese(post.text) ? 'vi' : 'en';
    const thread: DemoComment[] = [...(post.comments ?? [])];
    if (thread.length === 0 && rng() < 0.6) {
      const commenter = pick(
        rng,
        others.filter((h) => languageOf.get(h) === language || rng() < 0.3),
      );
      thread.push({
        by: commenter,
        text: pick(rng, GENERIC_COMMENTS[language]),
        ...(rng() < 0.4 ? { replies: [{ by: post.by, text: pick(rng, AUTHOR_REPLIES[language]) }] } : {}),
      });
    }
    for (const comment of thread) {
      const parent = await services.comments.create(member(comment.by), postId, { comment: comment.text });
      comments += 1;
      for (const reply of comment.replies ?? []) {
        await services.comments.create(member(reply.by), postId, { comment: reply.text, parent_comment_id: parent.id });
        comments += 1;
      }
    }
  }

  lap('interactions');

  // Spread the story over the last three weeks (ids keep their order; only the dates move).
  const span = 21 * 24 * 60 * 60 * 1000;
  const times = postIds.map((_, i) => {
    const ago = (span * (postIds.length - i)) / postIds.length - rng() * (span / postIds.length / 2);
    return new Date(now.getTime() - Math.max(ago, 20 * 60 * 1000)).toISOString();
  });
  await db.execute(sql`
    update posts p set created_at = v.at, updated_at = v.at
    from unnest(${`{${postIds.join(',')}}`}::uuid[], ${`{${times.map((t) => `"${t}"`).join(',')}}`}::timestamptz[]) as v(id, at)
    where p.id = v.id`);
  await db.execute(sql`
    update post_comments c set created_at = r.at, updated_at = r.at
    from (
      select c.id, p.created_at + (now() - p.created_at) * (row_number() over (partition by c.post_id order by c.id))
        / (count(*) over (partition by c.post_id) + 1) as at
      from post_comments c join posts p on p.id = c.post_id
    ) r
    where c.id = r.id`);
  // Notifications (written by triggers as the story was seeded) take the time of what they tell;
  // a like or a follow, which keeps no time of its own, a moment after its post or at random.
  await db.execute(sql`
    update notifications n set created_at = r.at, updated_at = r.at, read_at = case when r.at < now() - interval '2 days' then r.at end
    from (
      select n.id, coalesce(c.created_at, p.created_at + interval '3 hours', now() - random() * interval '10 days') as at
      from notifications n left join post_comments c on c.id = n.comment_id left join posts p on p.id = n.post_id
    ) r
    where n.id = r.id`);

  lap('dates');
  log.info(
    {
      members: rows.length,
      follows: follows.length,
      posts: postIds.length,
      images,
      likes,
      comments,
      ms: Math.round(performance.now() - started),
      phases,
    },
    'demo data seeded',
  );
  return true;
}
