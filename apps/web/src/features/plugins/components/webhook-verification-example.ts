/**
 * The Node.js example of the docs page: verifies a delivery by the Standard Webhooks scheme
 * (docs/integrations/webhooks.md). Code, not text: it stays as it is in every language.
 */
export const WEBHOOK_VERIFICATION_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

// secret: "whsec_…" as shown once; body: the raw request body, exactly as received.
export function isGenuineWebhook(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;

  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  // The header may carry several signatures ("v1,<base64> v1,<base64>"), e.g. while a secret rolls.
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
`;
