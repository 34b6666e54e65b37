import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import type { Db } from '../db/client.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import type { CaptchaService } from './auth/captcha.ts';
import { createFeedbackService } from './feedback/feedback.service.ts';
import { feedbackAdminRoutes, feedbackRoutes } from './feedback/feedback.routes.ts';
import type { MessagesService } from './messages/messages.service.ts';
import type { GuardOptions } from './session/session.guard.ts';

export interface FeedbackOptions {
  db: Db;
  captcha: CaptchaService;
  /** Each answer is also a personal platform message, written in the answer's transaction. */
  messages: MessagesService;
  audit: AuditTrail;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}

/** Wires feedback: the member's form and list, and the console's desk. */
export async function registerFeedback(api: FastifyInstance, opts: FeedbackOptions) {
  const feedback = createFeedbackService(opts);
  await api.register(feedbackRoutes, { feedback, guard: opts.guard });
  await api.register(feedbackAdminRoutes, { feedback, guard: opts.operatorGuard });
}
