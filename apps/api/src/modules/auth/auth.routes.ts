import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmationRequestSchema,
  confirmationUpdateRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
  passwordResetRequestSchema,
  passwordSetRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
} from '@hotel/shared/contracts/auth';
import { sessionUserSchema } from '@hotel/shared/contracts/user';
import { translateMessage } from '@hotel/shared/i18n/messages';
import { isAppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-schema';
import type { RequestLimits } from '../rate-limits';
import type { AuthService } from './auth.service';

export interface AuthRoutesOptions {
  authService: AuthService;
  rateLimit: { loginMax: number; resetMax: number };
  /** Mails per address and IP, failed logins per account and IP, password changes (database). */
  requestLimits: RequestLimits;
}

/** Per IP and email: one address cannot be hammered, and one office IP does not lock out others. */
function ipAndEmailKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { authService, requestLimits: limits } = options;
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      // preHandler: the key needs the parsed body; the limit counts only well-formed attempts.
      config: {
        public: true,
        rateLimit: {
          max: options.rateLimit.loginMax,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: ipAndEmailKey,
        },
      },
      schema: {
        tags,
        summary: 'Log in with email and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await limits.loginAllowed(request.ip, request.body.email);
      try {
        return await authService.login(request.body);
      } catch (error) {
        if (isAppError(error) && error.code === 'INVALID_CREDENTIALS') {
          await limits.loginFailed(request.ip, request.body.email);
        }
        throw error;
      }
    },
  );

  app.post(
    '/user',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Register; the new user is signed in at once and gets a confirmation email',
        body: registerRequestSchema,
        response: { 201: loginResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await limits.mail(request.ip, request.body.email);
      const result = await authService.register(request.body, request.language);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/auth/user',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'The signed-in user with memberships',
        security: [{ bearerAuth: [] }],
        response: { 200: sessionUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => authService.getSessionUser(request.user.id),
  );

  app.put(
    '/auth/user',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Update names and phone of the signed-in user',
        security: [{ bearerAuth: [] }],
        body: profileUpdateRequestSchema,
        response: { 200: sessionUserSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => authService.updateProfile(request.user.id, request.body),
  );

  app.post(
    '/auth/confirmation',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Confirm an email address (or a pending email change) with the emailed token',
        body: confirmationRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      await authService.confirmEmail(request.body.token);
      return { message: translateMessage('notices.emailConfirmed', request.language) };
    },
  );

  app.put(
    '/auth/confirmation/update',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Change the email address (confirmed by link) or resend the confirmation',
        security: [{ bearerAuth: [] }],
        body: confirmationUpdateRequestSchema,
        response: { 200: sessionUserSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      await limits.mail(request.ip, request.body.email);
      return authService.requestEmailChange(request.user.id, request.body.email, request.language);
    },
  );

  app.put(
    '/auth/password/change',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary:
          'Change the password, knowing the current one; ends every other session and answers a fresh token for this one',
        security: [{ bearerAuth: [] }],
        body: passwordChangeRequestSchema,
        response: { 200: passwordChangeResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await limits.passwordChange(request.user.id);
      const token = await authService.changePassword(request.user.id, request.body);
      return { message: translateMessage('notices.passwordChanged', request.language), token };
    },
  );

  app.post(
    '/auth/logout_all',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary:
          'Log out everywhere: every token of the signed-in user stops working, this one too',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await authService.logoutEverywhere(request.user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: {
        public: true,
        rateLimit: {
          max: options.rateLimit.resetMax,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: ipAndEmailKey,
        },
      },
      schema: {
        tags,
        summary: 'Email a password reset link; answers the same for unknown addresses',
        body: passwordResetRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await limits.mail(request.ip, request.body.email);
      await authService.requestPasswordReset(request.body.email, request.language);
      return { message: translateMessage('notices.passwordResetSent', request.language) };
    },
  );

  app.put(
    '/auth/password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset email',
        body: passwordSetRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await authService.setPassword(request.body);
      return { message: translateMessage('notices.passwordUpdated', request.language) };
    },
  );
};
