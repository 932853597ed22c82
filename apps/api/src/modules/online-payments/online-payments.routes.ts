import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicCheckoutOutcomeSchema,
  publicCheckoutSchema,
  publicCheckoutSessionParam,
} from '@hotel/shared/contracts/public-checkout';
import { errorResponses } from '../../lib/error-schema';
import type { OnlineCheckoutService } from './online-checkout.service';

/** A Checkout Session event is a few KB; Stripe's largest events stay far below this. */
export const STRIPE_WEBHOOK_BODY_LIMIT = 256 * 1024;
/** Per process and minute: far above a hotel group's checkouts, far below a flood. */
const STRIPE_WEBHOOK_RATE_PER_MINUTE = 600;
/** The test checkout's buttons, per IP and minute. */
const TEST_CHECKOUT_RATE_PER_MINUTE = 60;

const sessionParams = z.object({ session: publicCheckoutSessionParam });

/**
 * POST /api/payments/stripe/webhook: anonymous (Stripe calls), authenticated by the
 * Stripe-Signature over the raw body, so this plugin keeps JSON bodies as the bytes received.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  onlineCheckout: OnlineCheckoutService;
}> = async (app, { onlineCheckout }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/payments/stripe/webhook',
    {
      bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT,
      config: {
        public: true,
        rateLimit: {
          max: STRIPE_WEBHOOK_RATE_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: () => 'stripe-webhook',
        },
      },
      schema: {
        tags: ['webhooks'],
        summary: 'Checkout Session events of Stripe (signed with STRIPE_WEBHOOK_SECRET)',
        response: {
          200: z.object({ received: z.literal(true) }),
          ...errorResponses(400, 413, 429),
        },
      },
    },
    async (request) => {
      const header = request.headers['stripe-signature'];
      await onlineCheckout.stripeWebhook({
        signature: Array.isArray(header) ? header[0] : header,
        rawBody: typeof request.body === 'string' ? request.body : '',
      });
      return { received: true as const };
    },
  );
};

/**
 * The test checkout (no STRIPE_SECRET_KEY): the page the visitor lands on instead of Stripe's,
 * and its two buttons. With Stripe configured every call answers 404.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{
  onlineCheckout: OnlineCheckoutService;
}> = async (app, { onlineCheckout }) => {
  const buttonOptions = (summary: string) => ({
    config: {
      public: true,
      rateLimit: { max: TEST_CHECKOUT_RATE_PER_MINUTE, timeWindow: '1 minute' },
    },
    schema: {
      tags: ['public'],
      summary,
      params: sessionParams,
      response: { 200: publicCheckoutOutcomeSchema, ...errorResponses(400, 404, 429) },
    },
  });

  app.get(
    '/public/checkout/:session',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'A test checkout: hotel, booking number and amount (no money moves)',
        params: sessionParams,
        response: { 200: publicCheckoutSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => onlineCheckout.localCheckout(request.params.session),
  );

  app.post(
    '/public/checkout/:session/pay',
    buttonOptions('Completes a test checkout as paid'),
    async (request) => onlineCheckout.localPay(request.params.session),
  );

  app.post(
    '/public/checkout/:session/cancel',
    buttonOptions('Gives up a test checkout'),
    async (request) => onlineCheckout.localCancel(request.params.session),
  );
};
