import type { AppConfig } from '../../config';

/**
 * reCAPTCHA v3 on the public booking (issue 13, docs/integrations/recaptcha.md). Without
 * RECAPTCHA_SECRET_KEY and RECAPTCHA_SITE_KEY the captcha is off: every booking passes, and the
 * page settings say so (`enabled: false`).
 */
export interface CaptchaVerifier {
  /** Whether tokens are checked at all. */
  readonly enabled: boolean;
  /** The key the browser loads reCAPTCHA with; null while the captcha is off. */
  readonly siteKey: string | null;
  /** True when the provider vouches for the token; any doubt (network, odd answer) is false. */
  verify(token: string | undefined, remoteIp: string): Promise<boolean>;
}

export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** The action the public page names when it asks for a token (grecaptcha.execute). */
export const CAPTCHA_ACTION = 'booking';
/** Google's suggested starting threshold: 1.0 is very likely a person, 0.0 very likely a bot. */
export const CAPTCHA_MIN_SCORE = 0.5;
const VERIFY_TIMEOUT_MS = 5000;

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
}

export function createOffCaptcha(): CaptchaVerifier {
  return { enabled: false, siteKey: null, verify: () => Promise.resolve(true) };
}

export function createRecaptchaVerifier(settings: {
  secretKey: string;
  siteKey: string;
  verifyUrl?: string;
}): CaptchaVerifier {
  const url = settings.verifyUrl ?? DEFAULT_RECAPTCHA_VERIFY_URL;
  return {
    enabled: true,
    siteKey: settings.siteKey,
    async verify(token, remoteIp) {
      if (!token) return false;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            secret: settings.secretKey,
            response: token,
            remoteip: remoteIp,
          }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as SiteverifyAnswer;
        return (
          answer.success === true &&
          answer.action === CAPTCHA_ACTION &&
          typeof answer.score === 'number' &&
          answer.score >= CAPTCHA_MIN_SCORE
        );
      } catch {
        // Unreachable or unreadable: a booking without a checked token is refused, never let in.
        return false;
      }
    },
  };
}

/** reCAPTCHA when both keys are set, otherwise off. */
export function createCaptchaVerifier(recaptcha: AppConfig['recaptcha']): CaptchaVerifier {
  return recaptcha ? createRecaptchaVerifier(recaptcha) : createOffCaptcha();
}
