/** Long texts of the static pages, English. Same shape as pages.vi.ts (a test compares them). */
export const pagesEn = {
  // LEGAL REVIEW REQUIRED: a lawyer qualified in Vietnamese law must review this text (and its
  // Vietnamese version in pages.vi.ts) before launch. {{controller}}, {{address}} and {{email}} are
  // filled from the server's settings (GET /legal; docs/operations.md "Configuration").
  user_agreement: {
    title: 'User Agreement',
    lead: 'These terms are the agreement between you and {{controller}} ("we"), which runs Ladder, a career-planning network. Please read them, and our Privacy Policy, before you create an account: you create one only by ticking the box that says you agree to them.',
    updated: 'Last updated: 25 November 2026 (version 2026-11-25)',
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
          'You are responsible for what happens under your account. If you think someone else has used it, change your password straight away and tell us at {{email}}.',
        ],
      },
      {
        heading: 'Content and conduct',
        paragraphs: [
          'Ladder is only useful when people share honest, practical experience. Post, comment and build career tracks in good faith, and treat other members with respect, even when you disagree with them.',
          "Do not post anything that is illegal under Vietnamese law, that harasses or threatens anyone, that reveals someone else's personal data or infringes their rights, or that is spam, unsolicited advertising or deliberately misleading. Do not impersonate anyone, collect data from the service with automated tools, or try to get around its limits or its security.",
          'We may remove content or restrict accounts that break these rules. Where we can, we will tell you what was removed and why.',
        ],
      },
      {
        heading: 'Career tracks and outdated votes',
        paragraphs: [
          'A career track describes one step of a career in an industry: the skills it takes, grouped in four categories (Industry Knowledge, Tools & Technologies, Interpersonal Skills and Other Skills), and the desired level of each skill. Linked to the tracks that come next, tracks form a career ladder. Build yours from real knowledge, and make clear where it reflects your own experience or opinion.',
          'When you complete a track and post it to the feed, other members can see it, discuss it and use it as the starting point for tracks of their own.',
          'Any member can vote that a track is outdated, with a short note explaining why. A vote tells the author and readers that the track may need updating; it does not delete the track. Vote only when you honestly believe a track is out of date, and do not organize or fake votes.',
        ],
      },
      {
        heading: 'Your content and our license to show it',
        paragraphs: [
          'What you post on Ladder stays yours: your posts, comments, photos, videos and career tracks. You confirm that you have the right to share everything you upload.',
          'So that Ladder can work, you give us a non-exclusive, royalty-free, worldwide license to store, copy, display and distribute your content within Ladder, to resize or convert your media files, and to let other members view it and start their own tracks from the tracks you have published. The license ends when you delete the content or your account, except for tracks other members have already started from yours, which are their own.',
          'The Ladder name, logo, design and software belong to {{controller}}. Do not use them in a way that suggests we endorse you unless we have agreed to it in writing.',
        ],
      },
      {
        heading: 'The User and Educator plans',
        paragraphs: [
          'Every account starts on the free User plan, made for people planning their own careers and for workforce experts. The Educator plan is an upgrade that lets you create an unlimited number of career tracks, for example for a class or a training program.',
          'You can upgrade to Educator, or cancel it, from your profile at any time. If we ever charge for Educator, we will show you the price and billing terms before you confirm, and we will never charge you without your agreement.',
        ],
      },
      {
        heading: 'Deleting your account, and termination',
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
          'We may update these terms and the Privacy Policy as Ladder changes; the version at the top always shows which text is in force. When we change either in substance, Ladder asks for your agreement again the next time you sign in, and you can keep using it only once you have agreed.',
          'If you do not agree with a change, you can sign out instead and delete your account.',
        ],
      },
      {
        heading: 'Governing law and contact',
        paragraphs: [
          'These terms are governed by the laws of Vietnam. We will first try to settle any dispute with you directly and in good faith; if that fails, it will be settled by a competent court in Vietnam.',
          'Ladder is run by {{controller}}, {{address}}. Questions about these terms are welcome at {{email}}.',
        ],
      },
    ],
  },
  // LEGAL REVIEW REQUIRED: a lawyer qualified in Vietnamese law must review this text (and its
  // Vietnamese version in pages.vi.ts) before launch, in particular the retention periods, the
  // cross-border transfer paragraph and the time limits for answering requests (the 30 days of server
  // logs are the operator's to enforce). The erasure in the app and the data download are planned
  // (issue 21) and the text says so: change it when they ship.
  privacy_policy: {
    title: 'Privacy Policy',
    lead: "This policy explains what personal data Ladder collects, why, how long we keep it, where it goes and what rights you have over it, as Vietnam's Personal Data Protection Law (Law 91/2025/QH15, in force since 1 January 2026) and Decree 356/2025/NĐ-CP require. The data controller is {{controller}}, {{address}}.",
    updated: 'Last updated: 25 November 2026 (version 2026-11-25)',
    sections: [
      {
        heading: 'Who is responsible, and how to reach us',
        paragraphs: [
          '{{controller}}, {{address}}, decides why and how your personal data is processed on Ladder and is responsible for it.',
          'Our personal data protection contact answers every question and request about your data: {{email}}. Write from the email address of your account, so that we know the request is yours.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'Account data: your name, username, email address and password (stored only as a salted hash), and, if you choose to add them, your birth date, phone numbers, headline, bio, links, industry, profile photo and cover photo. If you sign in with Google or LinkedIn, we receive from that provider your name, your verified email address, your account identifier with them and, if there is one, the address of your profile picture.',
          'Your mobile number, only where the law asks us to verify it before you post or comment (Decree 147/2024/NĐ-CP): the number you verified and when, kept while your account exists and shown to no other member, and, for at most a day, a hash of each verification code we sent by SMS.',
          'Content and activity: the posts, photos, videos, comments and career tracks you create; your likes, shares and saved posts; the people, hashtags and skills you follow; your outdated votes and their notes; your skills and goals; your notifications; and your plan, language and theme.',
          'Consent and security records: when you agreed to this policy and to which version; your sessions, with the browser (user agent) that opened each; and, for a short time, your IP address and basic details of each request, which we use to limit abuse such as password guessing and to investigate errors.',
          'We do not ask for sensitive personal data, such as health, religion, political opinions or precise location. Please do not put such data, about you or anyone else, in your posts.',
        ],
      },
      {
        heading: 'Why we use it, and on what basis',
        paragraphs: [
          'With your consent, given when you create your account: to run your account and sign you in, to show your profile, posts and career tracks to others, to build your feed, notifications and suggestions from the people, hashtags and skills you follow, and to let you search.',
          'To keep Ladder secure and working, and to meet our obligations under Vietnamese law: to send account emails (activation, password reset, email change), to prevent abuse, and to answer requests from competent authorities.',
          'We do not sell your data, we do not use it for advertising, and we make no automated decisions about you that have legal or similarly significant effects.',
        ],
      },
      {
        heading: 'Your consent',
        paragraphs: [
          'We ask for your explicit consent with a box you tick yourself when you create your account, by email or with Google or LinkedIn. We record when you gave it and to which version of this policy. When this policy changes in substance, we ask again the next time you sign in.',
          'Optional details, such as your birth date, phone numbers and bio, are up to you: you can remove them at any time. You can withdraw your consent at any time by deleting your account (see below) or by writing to {{email}}. Withdrawing does not affect processing done before, and we will tell you if it means we can no longer provide the service.',
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
        heading: 'Processors and transfers outside Vietnam',
        paragraphs: [
          'We use an email delivery (SMTP) provider to send our emails and may store photos and videos with an S3-compatible storage provider. They process personal data only on our written instructions and only for these purposes.',
          'If a provider stores or processes data outside Vietnam, we transfer only what the service needs, we prepare the assessment of the impact of transferring personal data abroad that the Law requires and submit it to the competent authority (the Ministry of Public Security), and we keep it up to date. You can ask us at {{email}} which providers and countries are involved.',
          'If you sign in with Google or LinkedIn, that company handles the sign-in under its own privacy policy. We give personal data to authorities only when Vietnamese law requires it, and we never sell or rent it to anyone.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account data, content and activity: as long as your account exists. A registration never activated is removed when its activation link expires. Sessions end when you sign out or after 30 days, and changing your password ends those on your other devices. Emails waiting to be sent are removed once they are delivered.',
          'Server logs, with IP addresses, are kept only as long as security needs, and no longer than 30 days. Consent records are kept as long as your account exists, and after that only as long as the law requires us to be able to prove consent.',
        ],
      },
      {
        heading: 'Deleting your account',
        paragraphs: [
          'You can delete your account from the main menu (Delete account), confirming with your password (or, if you have none, by signing in again with Google or LinkedIn). You are signed out on every device at once. After a grace period (30 days unless we tell you otherwise) we erase the account; signing in during the grace period cancels the deletion.',
          'Erasing removes your personal data (profile, email address, photos, videos, sessions, sign-in links, follows, likes, saves, votes, skills, goals, plans, notifications to and from you, downloads of your data and emails waiting for you) and your posts, comments (with the replies under them) and career tracks: we do not keep them under an anonymous name. Career tracks other members have already started from yours are their own copies and stay with them, without any link to you; skills you added to the shared list stay, without your name. We keep only what the law obliges us to keep, for as long as it does.',
          'If you cannot use the app, write to {{email}} from the address of your account and we erase it in the same way.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under Law 91/2025/QH15 and Decree 356/2025/NĐ-CP you have the right to be informed about how your data is processed; to give and to withdraw consent; to access, view and correct your data; to receive a copy of it; to have it deleted; to restrict its processing; to object to processing; to complain, report a violation or take legal action; and to claim compensation for damage.',
          'In the app you can view and correct most of your data on your profile, change your email and password, and delete your account. You can also download all your data (profile, posts, comments, likes, follows, career tracks, photos and videos) as one archive from the main menu (Download my data): we prepare it in the background and email you when it is ready.',
          'For any request, including an objection or a restriction of processing, write to {{email}}. We may ask you to confirm that the account is yours, and we answer within the time limits set by the Law and Decree 356/2025/NĐ-CP.',
        ],
      },
      {
        heading: 'How we protect your data',
        paragraphs: [
          'Passwords are stored only as salted Argon2id hashes, so not even our team can read them. Signing out ends your session on our servers, not just in your browser, and deactivating your account ends all of your sessions. Sign-in attempts are rate-limited to slow down password guessing.',
          'Only people who need personal data to run Ladder can access it. No system is perfectly secure: if a breach affects your data, we notify the competent authority and you within the time limits the law sets.',
        ],
      },
      {
        heading: 'Age requirement',
        paragraphs: [
          'Ladder is only for people aged 18 and over, and we do not knowingly collect data from anyone younger. If you believe someone under 18 has an account, tell us at {{email}}, and we will deactivate the account and erase its data.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'When the way we handle personal data changes, we update this policy and its version at the top. For a change in substance, Ladder asks for your consent again the next time you sign in.',
        ],
      },
    ],
  },
  cookie_policy: {
    title: 'Cookie Policy',
    lead: 'Ladder does not use advertising or analytics cookies. To work, the web app keeps a few small items in your browser, and this page lists every one of them.',
    updated: 'Last updated: 27 November 2026',
    sections: [
      {
        heading: 'Two preference cookies, and no tracking',
        paragraphs: [
          "Ladder sets two small cookies of its own, and only to remember your choice of theme and language (below). Everything else the web app keeps is in your browser's local storage, which stays on your device and can be read only by Ladder's own pages.",
          'We do not use advertising cookies, third-party analytics or tracking pixels, and we do not follow you across other websites.',
        ],
      },
      {
        heading: 'What we store',
        paragraphs: [
          'Access token and member ID: saved when you sign in, so that you stay signed in between visits, and removed when you sign out.',
          'Theme and language: your choice of the light or dark theme and of English or Vietnamese, so that pages look and read the way you chose, even before you sign in. They are kept in local storage and in two cookies, ladder-theme and ladder-language, which let our server send each page already in your theme and language. The cookies hold nothing else, last a year, and are never shared.',
          'Redirect path: when you open a page that needs you to sign in, we remember its address so that we can take you back there after you sign in. It is removed as soon as it has been used.',
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
          'Signing out removes your access token and member ID. To remove everything, clear the site data for Ladder in your browser settings, usually under Privacy or Site settings.',
          'If you block browser storage, Ladder cannot keep you signed in between visits or remember your theme and language, but you can still read the public pages.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'If we ever add a cookie or another stored item, we will update this page first, and we will ask for your consent before using anything that is not strictly necessary. Questions are welcome at {{support}}.',
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
          'Questions, ideas and feedback are welcome at {{support}}. If something on Ladder is wrong or hard to use, we especially want to hear about it.',
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
          'Form fields have visible labels, and errors are explained in text next to the field and announced to screen readers, never shown by color alone. Buttons and icons have accessible names, and pages use headings and landmarks so that you can move around quickly.',
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
          'If something on Ladder is hard or impossible for you to use, email {{support}} with the page address, what you were trying to do, and the browser and assistive technology you use.',
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
          'Two single beds at our lowest nightly rate, a good choice for friends or colleagues traveling together on a budget.',
      },
      {
        name: 'Family Room',
        description: 'Our largest room, with space for a family or a small group traveling together.',
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
      'Email {{support}} with the room or the meeting room you want, your dates or hours, and the number of guests. We will reply to confirm availability and the total price.',
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
