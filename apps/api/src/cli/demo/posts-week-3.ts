import { DEMO_HANDLE } from './members';
import type { DemoPost } from './posts';

/** The story's third week, oldest first. */
export const WEEK_3: DemoPost[] = [
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
    savedByDemo: true,
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
    savedByDemo: true,
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
