import type { Widen } from './en';
import type { privacyEn } from './privacy.en';

/** Vietnamese texts of sign-up consent, privacy choices and plan prices: the same keys as privacy.en.ts. */
export const privacyVi: Widen<typeof privacyEn> = {
  consent_age: 'Tôi từ 18 tuổi trở lên',
  consent_terms: 'Tôi chấp nhận {{agreement}}',
  consent_processing: 'Tôi đồng ý để Ladder xử lý dữ liệu cá nhân của tôi theo {{privacy}}',
  plan_free: 'Miễn phí. Bạn không bị thu phí và không có gì tự gia hạn.',
  errors: {
    age_required: 'Vui lòng xác nhận bạn từ 18 tuổi trở lên',
    terms_required: 'Vui lòng chấp nhận Thỏa thuận người dùng',
  },
};
