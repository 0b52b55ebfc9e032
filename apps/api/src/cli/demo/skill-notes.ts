/** What each skill means on a demo ladder and why it matters, in both languages. */

export type Category = 'industry_knowledge' | 'tool_and_tech' | 'interpersional' | 'other';
export const CATEGORY_ID: Record<Category, number> = {
  industry_knowledge: 1,
  tool_and_tech: 2,
  interpersional: 3,
  other: 4,
};

export interface SkillNote {
  category: Category;
  en: [what: string, why: string];
  vi: [what: string, why: string];
  urls?: string[];
}

/** What each skill means on a ladder and why it matters, in both languages (by the skill's English name). */
export const NOTES: Record<string, SkillNote> = {
  'Data Structures and Algorithms': {
    category: 'industry_knowledge',
    en: [
      'Arrays, maps, trees and graphs; big-O of everyday code',
      'You pick the right structure before the profiler tells you',
    ],
    vi: ['Mảng, map, cây, đồ thị; độ phức tạp của code hằng ngày', 'Chọn đúng cấu trúc trước khi profiler phải nhắc'],
    urls: ['https://roadmap.sh/computer-science'],
  },
  'Object-Oriented Programming': {
    category: 'industry_knowledge',
    en: ['Encapsulation, composition over inheritance, SOLID', 'Most codebases you join are built this way'],
    vi: ['Đóng gói, ưu tiên composition, nguyên tắc SOLID', 'Phần lớn codebase bạn tham gia đều viết theo cách này'],
  },
  'Software Testing': {
    category: 'industry_knowledge',
    en: ['Unit, integration and end-to-end tests that catch real bugs', 'Tests let you change code without fear'],
    vi: ['Unit test, integration test, e2e test bắt được lỗi thật', 'Có test mới dám sửa code mà không sợ'],
    urls: ['https://martinfowler.com/articles/practical-test-pyramid.html'],
  },
  'RESTful API Design': {
    category: 'industry_knowledge',
    en: ['Resources, status codes, paging, versioning, error bodies', 'Your API is the contract other teams build on'],
    vi: ['Tài nguyên, mã trạng thái, phân trang, phiên bản, lỗi', 'API là hợp đồng mà các team khác dựa vào'],
  },
  'System Design': {
    category: 'industry_knowledge',
    en: ['Caching, queues, replication, consistency trade-offs', 'Senior interviews and real outages both test it'],
    vi: [
      'Cache, hàng đợi, nhân bản dữ liệu, đánh đổi về nhất quán',
      'Phỏng vấn senior và sự cố thật đều kiểm tra điều này',
    ],
    urls: ['https://github.com/donnemartin/system-design-primer'],
  },
  'Microservices Architecture': {
    category: 'industry_knowledge',
    en: ['When to split a service, and when not to', 'Wrong boundaries cost years; right ones let teams move alone'],
    vi: ['Khi nào nên tách service, khi nào không', 'Ranh giới sai tốn nhiều năm; đúng thì các team tự chạy được'],
  },
  Git: {
    category: 'tool_and_tech',
    en: ['Branches, rebase, resolving conflicts, clean history', 'Every team works through it every day'],
    vi: ['Nhánh, rebase, xử lý xung đột, lịch sử commit sạch', 'Team nào cũng dùng hằng ngày'],
    urls: ['https://git-scm.com/book/en/v2'],
  },
  JavaScript: {
    category: 'tool_and_tech',
    en: ['The language, the event loop and async/await', 'It runs in every browser and on many servers'],
    vi: ['Ngôn ngữ, event loop và async/await', 'Chạy trên mọi trình duyệt và nhiều máy chủ'],
    urls: ['https://javascript.info/'],
  },
  TypeScript: {
    category: 'tool_and_tech',
    en: ['Types that describe your data, generics, strict mode', 'Catches a whole class of bugs before they ship'],
    vi: ['Kiểu dữ liệu mô tả đúng dữ liệu, generics, strict mode', 'Chặn cả một lớp lỗi trước khi lên production'],
    urls: ['https://www.typescriptlang.org/docs/'],
  },
  React: {
    category: 'tool_and_tech',
    en: ['Components, state, effects and rendering performance', 'The most asked-for frontend skill in Vietnam'],
    vi: ['Component, state, effect và hiệu năng render', 'Kỹ năng frontend được tuyển nhiều nhất ở Việt Nam'],
    urls: ['https://react.dev/learn'],
  },
  'Node.js': {
    category: 'tool_and_tech',
    en: ['HTTP servers, streams, workers, package management', 'One language from browser to backend'],
    vi: ['HTTP server, stream, worker, quản lý package', 'Một ngôn ngữ từ trình duyệt đến backend'],
  },
  PostgreSQL: {
    category: 'tool_and_tech',
    en: ['Schemas, indexes, EXPLAIN, transactions and locks', 'The database under most serious products'],
    vi: ['Schema, index, EXPLAIN, transaction và khoá', 'Cơ sở dữ liệu phía sau hầu hết sản phẩm nghiêm túc'],
    urls: ['https://www.postgresql.org/docs/current/tutorial.html'],
  },
  Java: {
    category: 'tool_and_tech',
    en: ['The language, the JVM and Spring Boot', 'Banks and large enterprises in Vietnam run on it'],
    vi: ['Ngôn ngữ, JVM và Spring Boot', 'Ngân hàng và doanh nghiệp lớn ở Việt Nam dùng rất nhiều'],
  },
  'Technical Communication': {
    category: 'interpersional',
    en: ['Explain a design in a page and a diagram', 'Good ideas die when nobody understands them'],
    vi: ['Giải thích một thiết kế trong một trang và một sơ đồ', 'Ý tưởng hay sẽ chết nếu không ai hiểu'],
  },
  'Pair Programming': {
    category: 'interpersional',
    en: ['Drive and navigate; think aloud', 'The fastest way to learn a codebase and to teach one'],
    vi: ['Luân phiên cầm phím và dẫn đường; nghĩ thành lời', 'Cách nhanh nhất để học và dạy một codebase'],
  },
  Teamwork: {
    category: 'interpersional',
    en: ['Reviews that help, estimates you keep, asking early', 'Software is a team sport'],
    vi: ['Review có ích, ước lượng giữ được lời, hỏi sớm', 'Làm phần mềm là môn thể thao đồng đội'],
  },
  Leadership: {
    category: 'interpersional',
    en: ['Set direction, unblock people, own the outcome', 'At this rung your output is the team’s output'],
    vi: [
      'Định hướng, gỡ vướng cho mọi người, chịu trách nhiệm kết quả',
      'Ở nấc này, kết quả của bạn là kết quả của cả team',
    ],
  },
  'Coaching and Mentoring': {
    category: 'interpersional',
    en: ['One-on-ones, feedback, growing juniors', 'Seniors are measured by the people they grow'],
    vi: ['1-1, góp ý, giúp các bạn junior lớn lên', 'Senior được đánh giá qua những người họ dìu dắt'],
  },
  Communication: {
    category: 'interpersional',
    en: ['Clear writing and speaking with any audience', 'Every rung of every ladder needs it'],
    vi: ['Viết và nói rõ ràng với mọi đối tượng', 'Nấc nào của lộ trình nào cũng cần'],
  },
  'Technical Documentation': {
    category: 'other',
    en: ['READMEs, runbooks and decision records', 'What you write down outlives what you say'],
    vi: ['README, runbook và ghi chép quyết định', 'Điều bạn viết ra sống lâu hơn điều bạn nói'],
  },
  English: {
    category: 'other',
    en: ['Read docs, write tickets, join calls in English', 'Most documentation and many teams are in English'],
    vi: ['Đọc tài liệu, viết ticket, họp bằng tiếng Anh', 'Phần lớn tài liệu và nhiều team dùng tiếng Anh'],
  },
  'Problem Solving': {
    category: 'other',
    en: ['Break a vague problem into steps you can test', 'The core of every technical job'],
    vi: ['Chia một vấn đề mơ hồ thành các bước kiểm chứng được', 'Cốt lõi của mọi công việc kỹ thuật'],
  },
  Statistics: {
    category: 'industry_knowledge',
    en: ['Distributions, hypothesis tests, confidence intervals', 'Without it, dashboards lie politely'],
    vi: ['Phân phối, kiểm định giả thuyết, khoảng tin cậy', 'Thiếu nó, dashboard sẽ nói dối một cách lịch sự'],
    urls: ['https://www.khanacademy.org/math/statistics-probability'],
  },
  'Data Modeling': {
    category: 'industry_knowledge',
    en: ['Facts, dimensions, grain and slowly changing data', 'Good models make every later query simple'],
    vi: [
      'Bảng fact, dimension, độ chi tiết và dữ liệu thay đổi chậm',
      'Mô hình tốt giúp mọi truy vấn sau này đơn giản',
    ],
  },
  'Machine Learning': {
    category: 'industry_knowledge',
    en: ['Supervised learning, validation, overfitting, metrics', 'The step from describing data to predicting it'],
    vi: ['Học có giám sát, kiểm định, overfitting, thước đo', 'Bước chuyển từ mô tả dữ liệu sang dự đoán'],
    urls: ['https://www.coursera.org/specializations/machine-learning-introduction'],
  },
  'Deep Learning': {
    category: 'industry_knowledge',
    en: ['Neural networks, embeddings, fine-tuning', 'Behind modern language and vision products'],
    vi: ['Mạng nơ-ron, embedding, fine-tuning', 'Nền tảng của các sản phẩm ngôn ngữ và thị giác hiện đại'],
  },
  SQL: {
    category: 'tool_and_tech',
    en: ['Joins, window functions, CTEs on real data', 'The first question of every data interview'],
    vi: ['Join, window function, CTE trên dữ liệu thật', 'Câu hỏi đầu tiên của mọi buổi phỏng vấn dữ liệu'],
    urls: ['https://mode.com/sql-tutorial'],
  },
  Pandas: {
    category: 'tool_and_tech',
    en: ['Cleaning, reshaping and joining data frames', 'Most analysis starts in a notebook'],
    vi: ['Làm sạch, biến đổi và ghép data frame', 'Phần lớn phân tích bắt đầu trong notebook'],
  },
  'Power BI': {
    category: 'tool_and_tech',
    en: ['Models, DAX measures, dashboards people use', 'The reporting tool of most Vietnamese companies'],
    vi: ['Mô hình, DAX, dashboard mà mọi người thực sự dùng', 'Công cụ báo cáo phổ biến nhất ở doanh nghiệp Việt'],
  },
  PyTorch: {
    category: 'tool_and_tech',
    en: ['Tensors, training loops, GPUs', 'The framework of most research and many products'],
    vi: ['Tensor, vòng lặp huấn luyện, GPU', 'Framework của phần lớn nghiên cứu và nhiều sản phẩm'],
    urls: ['https://pytorch.org/tutorials/'],
  },
  'Data Storytelling': {
    category: 'interpersional',
    en: ['Turn a chart into a decision', 'Insight nobody acts on is wasted work'],
    vi: ['Biến một biểu đồ thành một quyết định', 'Insight không ai hành động theo là công sức bỏ phí'],
  },
  'Communicating Analytical Findings': {
    category: 'interpersional',
    en: ['Say what you found, how sure you are, what to do', 'Managers decide on your summary, not your notebook'],
    vi: ['Nói rõ phát hiện, mức chắc chắn và việc nên làm', 'Quản lý quyết định dựa trên tóm tắt, không phải notebook'],
  },
  Presentation: {
    category: 'interpersional',
    en: ['Short decks, one message per slide', 'Leaders hear you for ten minutes a month'],
    vi: ['Slide ngắn gọn, mỗi slide một thông điệp', 'Lãnh đạo chỉ nghe bạn mười phút mỗi tháng'],
  },
  'Content Marketing': {
    category: 'industry_knowledge',
    en: ['Editorial calendars, formats, distribution', 'Content is how brands earn attention'],
    vi: ['Lịch nội dung, định dạng, kênh phân phối', 'Nội dung là cách thương hiệu giành được sự chú ý'],
  },
  'Search Engine Optimization (SEO)': {
    category: 'industry_knowledge',
    en: ['Keywords, on-page, technical SEO, links', 'Organic traffic compounds for years'],
    vi: ['Từ khoá, on-page, SEO kỹ thuật, backlink', 'Lượng truy cập tự nhiên tích luỹ qua nhiều năm'],
    urls: ['https://developers.google.com/search/docs/fundamentals/seo-starter-guide'],
  },
  'Performance Marketing': {
    category: 'industry_knowledge',
    en: ['Funnels, CAC, ROAS, attribution', 'Budgets follow whoever can prove results'],
    vi: ['Phễu, CAC, ROAS, phân bổ chuyển đổi', 'Ngân sách đi theo người chứng minh được hiệu quả'],
  },
  'Brand Management': {
    category: 'industry_knowledge',
    en: ['Positioning, architecture, brand health', 'A head of marketing owns the brand'],
    vi: ['Định vị, kiến trúc thương hiệu, sức khoẻ thương hiệu', 'Trưởng phòng marketing là người giữ thương hiệu'],
  },
  'Google Analytics': {
    category: 'tool_and_tech',
    en: ['Events, conversions, audiences in GA4', 'You can’t improve what you don’t measure'],
    vi: ['Event, chuyển đổi, tệp đối tượng trong GA4', 'Không đo được thì không cải thiện được'],
    urls: ['https://skillshop.withgoogle.com/'],
  },
  'Meta Ads Manager': {
    category: 'tool_and_tech',
    en: ['Campaign structure, audiences, creative testing', 'Facebook is still where Vietnamese customers are'],
    vi: ['Cấu trúc chiến dịch, tệp khách hàng, thử nghiệm creative', 'Khách hàng Việt vẫn ở trên Facebook'],
  },
  Canva: {
    category: 'tool_and_tech',
    en: ['On-brand visuals in minutes', 'Small teams ship their own creatives'],
    vi: ['Thiết kế hình ảnh đúng nhận diện trong vài phút', 'Team nhỏ tự làm được creative'],
  },
  'Agency Coordination': {
    category: 'interpersional',
    en: ['Briefs, feedback rounds, timelines with agencies', 'Most big campaigns are built with partners'],
    vi: ['Brief, vòng góp ý, tiến độ với agency', 'Chiến dịch lớn thường làm cùng đối tác'],
  },
  'KOL and KOC Collaboration': {
    category: 'interpersional',
    en: ['Choosing creators, contracts, measuring reach', 'Creators move Vietnamese buyers'],
    vi: ['Chọn KOL/KOC, hợp đồng, đo lường độ phủ', 'KOL/KOC tác động mạnh đến người mua Việt'],
  },
  Negotiation: {
    category: 'interpersional',
    en: ['Know your walk-away, trade instead of concede', 'Budgets, rates and deadlines are all negotiated'],
    vi: ['Biết giới hạn của mình, trao đổi thay vì nhượng bộ', 'Ngân sách, giá, deadline đều phải thương lượng'],
  },
  Copywriting: {
    category: 'other',
    en: ['Headlines, hooks and calls to action', 'Words still sell'],
    vi: ['Tiêu đề, câu mở đầu và lời kêu gọi hành động', 'Chữ vẫn là thứ bán hàng'],
  },
  'Vietnamese Accounting Standards (VAS)': {
    category: 'industry_knowledge',
    en: ['VAS, Circular 200 and 133 charts of accounts', 'Every Vietnamese ledger follows them'],
    vi: ['Chuẩn mực VAS, hệ thống tài khoản Thông tư 200 và 133', 'Sổ sách mọi doanh nghiệp Việt đều theo chuẩn này'],
  },
  Bookkeeping: {
    category: 'industry_knowledge',
    en: ['Vouchers, journals, reconciliations', 'The ground floor of accounting'],
    vi: ['Chứng từ, nhật ký, đối chiếu', 'Nền móng của nghề kế toán'],
  },
  'Tax Accounting': {
    category: 'industry_knowledge',
    en: ['VAT, CIT and PIT returns and finalisation', 'Tax mistakes are expensive and public'],
    vi: ['Khai và quyết toán thuế GTGT, TNDN, TNCN', 'Sai sót thuế rất đắt và dễ bị phát hiện'],
  },
  'Financial Reporting': {
    category: 'industry_knowledge',
    en: ['Balance sheet, P&L, cash flow, notes', 'Owners and banks read these'],
    vi: [
      'Bảng cân đối, kết quả kinh doanh, lưu chuyển tiền tệ, thuyết minh',
      'Chủ doanh nghiệp và ngân hàng đọc các báo cáo này',
    ],
  },
  IFRS: {
    category: 'industry_knowledge',
    en: ['IFRS for groups and foreign-invested companies', 'Vietnam is moving toward IFRS'],
    vi: ['IFRS cho tập đoàn và doanh nghiệp FDI', 'Việt Nam đang chuyển dần sang IFRS'],
    urls: ['https://www.ifrs.org/issued-standards/list-of-standards/'],
  },
  'MISA SME': {
    category: 'tool_and_tech',
    en: ['Day-to-day entries, closing, reports in MISA', 'The most common accounting software in Vietnam'],
    vi: ['Hạch toán hằng ngày, khoá sổ, báo cáo trên MISA', 'Phần mềm kế toán phổ biến nhất Việt Nam'],
  },
  'E-Invoicing Software': {
    category: 'tool_and_tech',
    en: ['Issuing and checking e-invoices', 'E-invoices are mandatory'],
    vi: ['Xuất và kiểm tra hoá đơn điện tử', 'Hoá đơn điện tử là bắt buộc'],
  },
  'Microsoft Excel': {
    category: 'tool_and_tech',
    en: ['Lookups, pivots, clean models', 'Every accountant lives in spreadsheets'],
    vi: ['Hàm tra cứu, pivot, mô hình gọn gàng', 'Kế toán nào cũng sống cùng bảng tính'],
  },
  'Working with Tax Authorities': {
    category: 'interpersional',
    en: ['Prepare for inspections, answer queries calmly', 'A good relationship saves weeks'],
    vi: ['Chuẩn bị thanh tra, trả lời cơ quan thuế bình tĩnh', 'Quan hệ tốt tiết kiệm hàng tuần làm việc'],
  },
  'Attention to Detail': {
    category: 'other',
    en: ['Tie every number back to a source', 'One wrong digit can cost a fine'],
    vi: ['Mọi con số đều truy được về chứng từ', 'Một chữ số sai có thể bị phạt'],
  },
  'ACCA or CPA Qualification': {
    category: 'other',
    en: ['Professional exams, one paper at a time', 'Chief accountant roles often ask for it'],
    vi: ['Thi chứng chỉ nghề nghiệp, từng môn một', 'Vị trí kế toán trưởng thường yêu cầu'],
  },
};
