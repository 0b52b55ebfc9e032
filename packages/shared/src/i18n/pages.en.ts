/** Long texts of the static pages, English. Same shape as pages.vi.ts (a test compares them). */
export const pagesEn = {
  user_agreement: {
    title: 'User Agreement',
    lead: 'These terms are the agreement between you and the Ladder team when you use Ladder, our career-planning network. Please read them before you create an account: by registering or signing in, you accept them.',
    updated: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: 'Who can use Ladder',
        paragraphs: [
          'You must be at least 18 years old to create an account or to use Ladder as a member. If you give us your birth date, it must be your real one.',
          'Each person may hold one personal account. Accounts are for people, not for automated programs, and you may not use Ladder if we have closed an earlier account of yours for breaking these terms.',
        ],
      },
      {
        heading: 'Your account and its security',
        paragraphs: [
          'Give accurate information when you register, keep your email address up to date, and choose a password you do not use anywhere else. If you sign in with Google or LinkedIn, that provider confirms who you are, and its own terms also apply.',
          'You are responsible for what happens under your account. If you think someone else has used it, change your password straight away and tell us at support@ladder.vn.',
        ],
      },
      {
        heading: 'Content and conduct',
        paragraphs: [
          'Ladder is only useful when people share honest, practical experience. Post, comment and build career tracks in good faith, and treat other members with respect, even when you disagree with them.',
          "Do not post anything that is illegal under Vietnamese law, that harasses or threatens anyone, that reveals someone else's private information or infringes their rights, or that is spam, unsolicited advertising or deliberately misleading. Do not impersonate anyone, collect data from the service with automated tools, or try to get around its limits or its security.",
          'We may remove content or restrict accounts that break these rules. Where we can, we will tell you what was removed and why.',
        ],
      },
      {
        heading: 'Career tracks and outdated votes',
        paragraphs: [
          'A career track describes one step of a career in an industry: the skills it takes, grouped in four categories (Industry Knowledge, Tools & Technologies, Interpersonal Skills and Other Skills), and the desired level of each skill. Linked to the tracks that come next, tracks form a career ladder. Build yours from real knowledge, and make clear where it reflects your own experience or opinion.',
          'When you complete a track and post it to the feed, other members can see it, discuss it and use it as the starting point for tracks of their own.',
          'Any member can vote that a track is outdated, with a short note explaining why. A vote tells the author and readers that the track may need updating; it does not delete the track. Vote only when you honestly believe a track is out of date, and do not organise or fake votes.',
        ],
      },
      {
        heading: 'Your content and our licence to show it',
        paragraphs: [
          'What you post on Ladder stays yours: your posts, comments, photos, videos and career tracks. You confirm that you have the right to share everything you upload.',
          'So that Ladder can work, you give us a non-exclusive, royalty-free, worldwide licence to store, copy, display and distribute your content within Ladder, to resize or convert your media files, and to let other members view it and start their own tracks from the tracks you have published. The licence ends when you delete the content or your account, except for copies other members have already made within the rules of the service and backup copies kept for a limited time.',
          'The Ladder name, logo, design and software belong to the Ladder team. Do not use them in a way that suggests we endorse you unless we have agreed to it in writing.',
        ],
      },
      {
        heading: 'The User and Educator plans',
        paragraphs: [
          'Every account starts on the free User plan, made for people planning their own careers and for workforce experts. The Educator plan is an upgrade that lets you create an unlimited number of career tracks, for example for a class or a training programme.',
          'You can upgrade to Educator, or cancel it, from your profile at any time. If we ever charge for Educator, we will show you the price and billing terms before you confirm, and we will never charge you without your agreement.',
        ],
      },
      {
        heading: 'Deactivation and termination',
        paragraphs: [
          'You can delete your account at any time from the main menu. You are signed out on every device at once, and after a grace period (30 days unless we tell you otherwise) the account and your personal data are erased; signing in before then keeps the account. Our Privacy Policy says what is erased and what stays.',
          "We may suspend or close an account that seriously or repeatedly breaks these terms, or when the law requires it. Unless the law or someone's safety prevents it, we will tell you why and give you a chance to respond.",
        ],
      },
      {
        heading: 'Disclaimers and limitation of liability',
        paragraphs: [
          'Career tracks, posts and comments are written by members and reflect their own experience and opinions. They are not professional career, legal or financial advice, and no career track guarantees a job, a promotion or an income.',
          "We work to keep Ladder available and accurate, but we provide it as it is and cannot promise that it will always be uninterrupted or free of errors. To the extent Vietnamese law allows, we are not liable for indirect losses, or for losses caused by other members' content or actions.",
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms as Ladder changes, and the date at the top always shows the current version. For important changes, we will tell you in the app or by email before they take effect; if you keep using Ladder after that, the new terms apply.',
          'If you do not agree with a change, you can delete your account before it takes effect.',
        ],
      },
      {
        heading: 'Governing law and contact',
        paragraphs: [
          'These terms are governed by the laws of Vietnam. We will first try to settle any dispute with you directly and in good faith; if that fails, it will be settled by a competent court in Vietnam.',
          'Ladder is run by the Ladder team in Ho Chi Minh City, Vietnam. Questions about these terms are welcome at support@ladder.vn.',
        ],
      },
    ],
  },
  privacy_policy: {
    title: 'Privacy Policy',
    lead: 'This policy explains what personal data Ladder collects, why, who can see it and what control you have over it. Ladder is run by the Ladder team in Ho Chi Minh City, Vietnam, and we are responsible for your personal data.',
    updated: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Account data: your name, username, email address and password (stored only in hashed form), and, if you choose to add them, your birth date, phone numbers, headline, bio, links, industry, profile photo and cover photo. If you sign in with Google or LinkedIn, we receive basic profile details, such as your name and email address, from that provider.',
          'Content and activity: the posts, photos, videos, comments and career tracks you create; your likes, your saved posts and the people, hashtags and skills you follow; your votes that a track is outdated, with their notes; and your plan, language and theme.',
          'Technical data: your IP address and basic information about each request, which our servers use to keep you signed in, to limit abuse such as password guessing, and to investigate errors.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'We use your data to run your account and sign you in, to show your profile, posts and career tracks to others, to build your feed and suggestions from the people, hashtags and skills you follow, and to let you search.',
          'We also use it to send account emails, such as activation, password reset and email change confirmations, to keep Ladder secure, and to answer you when you contact us. We do not sell your data, and we do not use it for advertising.',
        ],
      },
      {
        heading: 'Legal basis and consent',
        paragraphs: [
          'We process your personal data with the consent you give when you register and accept this policy, and where processing is needed to provide the service you asked for or to meet our obligations under the law.',
          'Optional details, such as your birth date, phone numbers and bio, are entirely up to you. You can withdraw your consent at any time by removing those details or deleting your account; this does not affect processing done before you withdrew it.',
        ],
      },
      {
        heading: 'Who can see what',
        paragraphs: [
          'Your name, username, profile and cover photos, headline, bio, links and industry appear on your profile. Posts, comments and career tracks you publish can be seen by other members, and posts and comments can also be read by visitors who are not signed in.',
          'Your email address, phone numbers and birth date are never shown to other members. Your likes and comments, the people you follow and the people who follow you can appear on your profile; your saved posts are visible only to you.',
        ],
      },
      {
        heading: 'Service providers and sharing',
        paragraphs: [
          'Ladder runs on our own servers. We use an email (SMTP) provider to deliver our emails and may store photos and videos with an S3-compatible storage provider; these providers process data only on our instructions and only for these purposes. If a provider keeps data outside Vietnam, we follow the Vietnamese rules on transferring personal data abroad.',
          'If you sign in with Google or LinkedIn, that company handles the sign-in under its own privacy policy. We give personal data to authorities only when Vietnamese law requires it, and we never sell or rent it to anyone.',
        ],
      },
      {
        heading: 'Retention, deactivation and deletion',
        paragraphs: [
          'We keep your data while your account is open. You can download a copy of it at any time from the main menu (Download my data): one archive with your profile, posts, comments, likes, follows, career tracks, photos and videos, which we prepare and then email you about.',
          'When you delete your account in the app, you are signed out on every device at once, and after a grace period (30 days unless we tell you otherwise) we erase your account: your profile, email address, photos and videos, sessions, follows, likes, votes, notifications, plans, posts, comments (with the replies under them) and career tracks. Signing in during the grace period cancels the deletion.',
          "Career tracks that other members started from yours stay theirs, without any link to you, and skills you added to the shared list stay without your name. If you cannot use the app, email support@ladder.vn from your account's email address and we will erase your data within the time limits set by law, except for data we must keep to meet a legal obligation or to resolve a dispute.",
          'Technical data, such as IP addresses in server logs, is kept only as long as it is needed for security.',
        ],
      },
      {
        heading: 'How we protect your data',
        paragraphs: [
          'Passwords are stored only as salted Argon2id hashes, so not even our team can read them. Logging out ends your session on our servers, not just in your browser, and deactivating your account ends all of your sessions.',
          'Only team members who need personal data to run Ladder can access it, and sign-in attempts are rate-limited to slow down password guessing. No system is perfectly secure; if an incident affects your data, we will inform you and the authorities as the law requires.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          "Under Vietnam's personal data protection law, including Decree 13/2023/ND-CP on personal data protection, you have the right to be informed about how your data is processed, to give or withdraw consent, to access and correct your data, to ask us to delete it or restrict its processing, to object to processing, to ask for a copy of your data, to complain, report a violation or take legal action, and to claim compensation for damage.",
          'You can correct most of your data yourself by updating your profile, changing your email or changing your password. For anything else, write to support@ladder.vn; we may ask you to confirm your identity, and we will answer within the time limits set by law.',
        ],
      },
      {
        heading: 'Age requirement',
        paragraphs: [
          'Ladder is only for people aged 18 and over, and we do not knowingly collect data from anyone younger. If you believe someone under 18 has an account, tell us at support@ladder.vn, and we will deactivate the account and delete its data.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We will update this policy when the way we handle data changes, and show the new date at the top. For significant changes, we will tell you in the app or by email before they take effect.',
          'Questions or requests about your personal data: support@ladder.vn, Ladder team, Ho Chi Minh City, Vietnam.',
        ],
      },
    ],
  },
  cookie_policy: {
    title: 'Cookie Policy',
    lead: "Ladder does not use advertising or analytics cookies. To work, the web app keeps a few small items in your browser's storage, and this page lists every one of them.",
    updated: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: 'Browser storage instead of tracking cookies',
        paragraphs: [
          "Ladder does not set cookies of its own. Instead, the web app keeps a few values in your browser's local storage, which stays on your device and can be read only by Ladder's own pages.",
          'We do not use advertising cookies, third-party analytics or tracking pixels, and we do not follow you across other websites.',
        ],
      },
      {
        heading: 'What we store',
        paragraphs: [
          'Access token and member ID: saved when you sign in, so that you stay signed in between visits, and removed when you log out.',
          'Theme and language: your choice of the light or dark theme and of English or Vietnamese, so that pages look and read the way you chose, even before you sign in.',
          'Redirect path: when you open a page that needs you to sign in, we remember its address so that we can take you back there after you log in. It is removed as soon as it has been used.',
        ],
      },
      {
        heading: 'Third-party sign-in',
        paragraphs: [
          "If you choose to sign in with Google, your browser loads Google's sign-in script, and Google may set its own cookies under its privacy and cookie policies. If you do not use Google sign-in, the script is not loaded.",
          "Signing in with LinkedIn takes you to LinkedIn's website and back to Ladder; while you are on LinkedIn, its own cookie policy applies.",
        ],
      },
      {
        heading: 'How to clear or control it',
        paragraphs: [
          'Logging out removes your access token and member ID. To remove everything, clear the site data for Ladder in your browser settings, usually under Privacy or Site settings.',
          'If you block browser storage, Ladder cannot keep you signed in between visits or remember your theme and language, but you can still read the public pages.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'If we ever add a cookie or another stored item, we will update this page first, and we will ask for your consent before using anything that is not strictly necessary. Questions are welcome at support@ladder.vn.',
        ],
      },
    ],
  },
  about: {
    title: 'About Ladder',
    lead: 'Ladder helps people plan their careers rung by rung, with skill maps built and checked by people who do the work.',
    updated: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: 'Our mission',
        paragraphs: [
          'Career advice is often vague. Ladder makes it concrete: each step in a career is a rung, and each rung lists the skills it takes and how well you need to know them.',
          'We want everyone, wherever they start, to see their next step clearly and to learn from people a few rungs ahead.',
        ],
      },
      {
        heading: 'How career ladders work',
        paragraphs: [
          'Pick an industry and create a career track for a role you know: a title, a description and the skills it takes, grouped in four categories: Industry Knowledge, Tools & Technologies, Interpersonal Skills and Other Skills. For each skill you set a desired level, from beginner to expert, and you can add links for learning more.',
          'Link a track to the tracks that come next, and they form a ladder you can climb rung by rung. You can keep a track as a draft, complete it or post it to the feed, and you can start a new track from an existing one. When members vote that a track is outdated, its author knows it is time for an update.',
        ],
      },
      {
        heading: 'Who Ladder is for',
        paragraphs: [
          'Career planners use Ladder to see where they stand and what to learn next. Workforce experts, such as recruiters, hiring managers and HR professionals, share what roles really require.',
          'Educators use the Educator plan to create as many career tracks as their courses and students need. Everyone can post, comment, like and save posts, and follow the people, hashtags and skills they care about.',
        ],
      },
      {
        heading: 'In English and Vietnamese',
        paragraphs: [
          'Ladder works fully in English and Vietnamese. You can switch language at any time, industries and skills are named in both, and you can write in whichever language suits you and your readers.',
        ],
      },
      {
        heading: 'The team',
        paragraphs: [
          'Ladder is built by a small team in Ho Chi Minh City, Vietnam. The same team also runs a small guesthouse and meeting space, which you can find on our guesthouse page.',
        ],
      },
      {
        heading: 'Get in touch',
        paragraphs: [
          'Questions, ideas and feedback are welcome at support@ladder.vn. If something on Ladder is wrong or hard to use, we especially want to hear about it.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Accessibility',
    lead: 'We want everyone to be able to plan their career on Ladder, including people who use a keyboard, a screen reader, magnification or other assistive technology.',
    updated: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: 'Our target',
        paragraphs: [
          'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across the Ladder web app, in English and Vietnamese, and in both the light and the dark theme.',
          'We treat accessibility problems as bugs, not as extras, and fix them as part of our regular work.',
        ],
      },
      {
        heading: 'Keyboard and focus',
        paragraphs: [
          'Ladder is designed so that everything you can do with a mouse can also be done with a keyboard alone, including menus, dialogs, the post editor, the media viewer and the career-track editor.',
          'The keyboard focus is always clearly visible and moves in a logical order. When a dialog opens, focus moves into it, and when it closes, focus returns to where you were.',
        ],
      },
      {
        heading: 'Labels and screen readers',
        paragraphs: [
          'Form fields have visible labels, and errors are explained in text next to the field and announced to screen readers, never shown by colour alone. Buttons and icons have accessible names, and pages use headings and landmarks so that you can move around quickly.',
          'The language of each page matches the language you chose, so screen readers pronounce English and Vietnamese text correctly.',
        ],
      },
      {
        heading: 'Contrast, themes and motion',
        paragraphs: [
          'Text and controls are designed to meet the WCAG AA contrast ratios in both the light and the dark theme, and pages keep working when you zoom to 200% or enlarge the text.',
          'If you turn on reduced motion in your device settings, Ladder keeps animations, such as the page loading animation, to a minimum.',
        ],
      },
      {
        heading: 'Known limitations',
        paragraphs: [
          'Some parts of Ladder are not fully accessible yet. Photos and videos that members upload may have no text description, and the visual career-ladder chart is not yet fully described for screen readers.',
          'The sign-in pages run by Google and LinkedIn are outside our control. We are working on these limitations and will update this page as they are fixed.',
        ],
      },
      {
        heading: 'Report a problem',
        paragraphs: [
          'If something on Ladder is hard or impossible for you to use, email support@ladder.vn with the page address, what you were trying to do, and the browser and assistive technology you use.',
          'We will reply, and if we cannot fix the problem quickly, we will help you get the information or complete the task another way.',
        ],
      },
    ],
  },
  house: {
    title: 'Ladder Guesthouse',
    lead: 'A small guesthouse with a meeting room, run by the same team that builds Ladder. Stay for a few nights, or book the meeting room by the hour for a workshop, an interview or a class.',
    rooms_heading: 'Rooms',
    per_night: 'per night',
    per_hour: 'per hour',
    capacity: 'Up to {{count}} guests',
    rooms: [
      {
        name: 'Double Room',
        description:
          'A comfortable room with a double bed for one or two guests, suited to a short work trip or a weekend stay.',
      },
      {
        name: 'Twin Room',
        description:
          'Two single beds at our lowest nightly rate, a good choice for friends or colleagues travelling together on a budget.',
      },
      {
        name: 'Family Room',
        description: 'Our largest room, with space for a family or a small group travelling together.',
      },
    ],
    meeting_room: {
      name: 'Meeting Room',
      description:
        'A meeting room you can book by the hour for workshops, mentoring sessions, interviews, classes or team meetings.',
    },
    amenities_heading: 'Amenities',
    amenities: [
      'Free Wi-Fi',
      'Air conditioning',
      'Fresh bed linen and towels',
      'Drinking water, tea and coffee',
      'A quiet corner to work',
      'Local tips and directions from our team',
    ],
    booking_heading: 'How to book',
    booking_paragraphs: [
      'Email support@ladder.vn with the room or the meeting room you want, your dates or hours, and the number of guests. We will reply to confirm availability and the total price.',
      'Your booking is confirmed once we have received your bank transfer. If your plans change, tell us as early as possible so that we can help you change the booking.',
    ],
    bank_heading: 'Payment by bank transfer',
    bank_intro:
      'Once we have confirmed your booking, please transfer the amount to the account below, with the transfer note shown, so that we can match your payment to your booking.',
    bank_name_label: 'Bank',
    bank_name: 'Vietcombank – Ho Chi Minh City branch',
    account_name_label: 'Account name',
    account_name: 'LADDER GUESTHOUSE',
    account_number_label: 'Account number',
    account_number_note: 'Given to you when we confirm your booking',
    transfer_note_label: 'Transfer note',
    transfer_note: 'Your name + check-in date',
  },
} as const;

type Widen<T> = T extends string ? string : { -readonly [K in keyof T]: Widen<T[K]> };
/** The shape every pages catalog has: the same keys and array lengths as English, any text. */
export type PagesCatalog = Widen<typeof pagesEn>;
