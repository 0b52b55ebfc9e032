import type {} from '@fastify/multipart';
import { MAX_MEDIA_BYTES, MAX_MEDIA_PER_POST, postSchema } from '@ladder/shared/schemas/posts';
import { profileItemSchema } from '@ladder/shared/schemas/profile';
import { evidenceTitle, SKILL_EVIDENCE_LIMITS, skillEvidenceSchema } from '@ladder/shared/schemas/skill-evidence';
import { privateUserSchema } from '@ladder/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { UploadsService } from './uploads.service';

export async function uploadsRoutes(app: FastifyInstance, options: { uploads: UploadsService }) {
  const { uploads } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'uploads');

  r.post(
    '/utils/upload-files',
    route('member', {
      summary:
        'Upload up to five photos or videos (5 MB each) to a post of yours (answer: the post), one PNG/JPEG ' +
        'to users/{your id}/profile_photo or cover_photo (answer: you), one PDF/PNG/JPEG to ' +
        'users/{your id}/profile-items/{item_id}/file (a certificate; answer: the item) or to ' +
        'users/{your id}/skills/{skill_id}/evidence (answer: the evidence; its title in `title`, else the ' +
        'file name): multipart field "files"',
      consumes: ['multipart/form-data'],
      querystring: z.object({ path: z.string().max(200), title: z.string().max(500).optional() }),
      response: { 200: z.union([postSchema, privateUserSchema, profileItemSchema, skillEvidenceSchema]) },
    }),
    async (request) => {
      const actor = actorOf(request);
      const target = await uploads.authorize(actor, request.query.path);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const files: Buffer[] = [];
      // Evidence's title: the query's, else a form field sent before the file, else the file's name.
      let title = request.query.title;
      try {
        // Targets of one file read one more than they accept, to refuse a second one as "too many files".
        const maxFiles = target.kind === 'post' ? MAX_MEDIA_PER_POST : 2;
        for await (const part of request.files({ limits: { fileSize: MAX_MEDIA_BYTES, files: maxFiles } })) {
          const field = part.fields.title;
          const named = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
          title ??= named ?? part.filename.slice(0, SKILL_EVIDENCE_LIMITS.title);
          files.push(await part.toBuffer());
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_BIG');
        if (code === 'FST_FILES_LIMIT') throw new AppError('TOO_MANY_FILES');
        throw error;
      }
      if (target.kind === 'photo') return uploads.replacePhoto(actor, target.photo, files);
      if (target.kind === 'certificate') return uploads.attachToCertificate(actor, target.itemId, files);
      if (target.kind === 'evidence') {
        const parsed = evidenceTitle.safeParse(title ?? '');
        if (!parsed.success) throw AppError.field('title', parsed.error.issues[0]?.message ?? 'validation.required');
        return uploads.attachToSkill(actor, target.skillId, parsed.data, files);
      }
      return uploads.attachToPost(actor, target.postId, files);
    },
  );
}
