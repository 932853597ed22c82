/**
 * reCAPTCHA v3 (https://developers.google.com/recaptcha/docs/v3): the script loads on the
 * payment step only, and a token for the action `booking` goes with the booking request.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_ACTION = 'booking';
const loads = new Map<string, Promise<Grecaptcha>>();

export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  const pending = loads.get(siteKey);
  if (pending) return pending;
  const loading = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
    document.head.append(script);
  });
  // Blocked or offline: the next attempt may load it after all.
  loading.catch(() => loads.delete(siteKey));
  loads.set(siteKey, loading);
  return loading;
}

/**
 * A fresh token (they expire after two minutes, so one per submit). Without the script (an ad
 * blocker) the request goes without one and the server answers CAPTCHA_FAILED in words.
 */
export async function captchaToken(siteKey: string | null): Promise<string | undefined> {
  if (!siteKey) return undefined;
  try {
    const grecaptcha = await loadRecaptcha(siteKey);
    return await grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION });
  } catch {
    return undefined;
  }
}
