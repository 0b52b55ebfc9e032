import { DEMO_HANDLE } from './members';
import type { DemoPost } from './posts';

/** The story's first week (its posts are spread evenly over three weeks), oldest first. */
export const WEEK_1: DemoPost[] = [
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
    savedByDemo: true,
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
];
