/** The demo's cast: who they are, whom they follow and which hashtags. */

/** The member a developer signs in as on a fresh embedded database. */
export const DEMO_LOGIN = { email: 'demo@ladder.vn', password: 'Ladder#Demo2026' } as const;

export type Language = 'vi' | 'en';

export interface DemoMember {
  handle: string;
  name: string;
  language: Language;
  industry: string;
  headline: string;
  bio: string;
  links: string[];
  dateOfBirth: string | null;
}

export const DEMO_HANDLE = 'minhanh';

export const MEMBERS: DemoMember[] = [
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
export const DEMO_FOLLOWS = [
  'quocbao',
  'thuha',
  'giakhanh',
  'thuylinh',
  'ngoctram',
  'sarahchen',
  'david.miller',
  'priya.sharma',
];

/** Hashtags members follow (as they would type them; the follows service normalises them). */
export const HASHTAG_FOLLOWS: Record<string, string[]> = {
  [DEMO_HANDLE]: ['KỹNăng', 'career'],
  quocbao: ['python', 'DataScience'],
  giakhanh: ['UXDesign'],
  nhatnam: ['TuyểnDụng', 'python'],
  sarahchen: ['UXDesign'],
  thuha: ['TuyểnDụng'],
};
