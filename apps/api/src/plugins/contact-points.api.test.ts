import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebApp } from '../../test/built-web-app';
import { createTestApp, type TestContext } from '../../test/helper';

const ECHO = `export const draws = [];
export async function draw(request) {
  draws.push(request);
  return { html: '<main>drawn</main>', title: 'Ladder' };
}`;

const SETTINGS = {
  SUPPORT_EMAIL: 'help@operator.example',
  DATA_PROTECTION_EMAIL: 'dpo@operator.example',
  DATA_CONTROLLER_NAME: 'Operator Co.',
  DATA_CONTROLLER_ADDRESS: '1 Example Street, Hanoi',
};

/** docs/operations.md: the contact points every page names come from the settings, never from the catalogs. */
describe('contact points from the settings', () => {
  let ctx: TestContext;
  let web: ReturnType<typeof builtWebApp>;
  beforeAll(async () => {
    web = builtWebApp(ECHO);
    ctx = await createTestApp(SETTINGS, { webRoot: web.root });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(web.folder, { recursive: true, force: true });
  });

  it.each(['/privacy-policy', '/user-agreement', '/cookie-policy', '/about', '/accessibility', '/house'])(
    '%s is drawn with the configured contacts',
    async (url) => {
      const page = await ctx.app.inject({ url });
      expect(page.statusCode).toBe(200);
      const data = /<script id="first-screen-data" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
      expect(JSON.parse(data ?? '{}')).toMatchObject({
        legal: { contact_email: 'dpo@operator.example', support_email: 'help@operator.example' },
      });
    },
  );
});
