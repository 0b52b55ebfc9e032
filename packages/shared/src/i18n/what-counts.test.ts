import { describe, expect, it } from 'vitest';
import { translate } from './translate';

// docs/product.md "Who it is for": the User plan's track limit counts every track a member owns,
// drafts made by "Use as a starting point" included, and says so where the limit is read.
describe('the track limit says what counts', () => {
  it.each([
    ['en', 'Use as a starting point', /drafts/],
    ['vi', 'Dùng làm điểm khởi đầu', /bản nháp/],
  ] as const)('in %s, on the plan card and in the refusal', (language, button, drafts) => {
    for (const key of ['people.ui.plan_user_limit_other', 'tracks.errors.track_limit_reached']) {
      const text = translate(language, key, { count: 10, limit: 10 });
      expect(text, key).toContain(button);
      expect(text, key).toMatch(drafts);
    }
  });
});
