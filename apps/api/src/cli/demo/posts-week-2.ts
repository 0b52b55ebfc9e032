import { DEMO_HANDLE } from './members';
import type { DemoPost } from './posts';

/** The story's second week, oldest first. */
export const WEEK_2: DemoPost[] = [
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
    savedByDemo: true,
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
];
