import { Trans, useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { useCopy } from '@/lib/use-copy';
import { CodeSnippet } from './code-snippet';
import { WEBHOOK_VERIFICATION_EXAMPLE } from './webhook-verification-example';

// The code the steps' texts name (`<signed/>` …): code, not text, so not in the translations.
const snippets = {
  id: <CodeSnippet>webhook-id</CodeSnippet>,
  timestamp: <CodeSnippet>webhook-timestamp</CodeSnippet>,
  signature: <CodeSnippet>webhook-signature</CodeSnippet>,
  format: <CodeSnippet>{'v1,<base64>'}</CodeSnippet>,
  signed: <CodeSnippet>{'<webhook-id>.<webhook-timestamp>.<body>'}</CodeSnippet>,
  prefix: <CodeSnippet>whsec_</CodeSnippet>,
};

/** How a receiver checks that a delivery came from us and is fresh (Standard Webhooks). */
export function WebhookSignatureGuide() {
  const { t } = useTranslation();
  const { copy, isCopied } = useCopy(t('apiPlugin.secret.copyFailed'));
  const steps = ['headers', 'signed', 'key', 'compare', 'fresh'] as const;
  return (
    <Card aria-labelledby="webhook-signature-title">
      <CardHeader
        titleId="webhook-signature-title"
        title={t('apiPlugin.docs.signatureTitle')}
        description={t('apiPlugin.docs.signatureIntro')}
      />
      <CardBody className="flex flex-col gap-4 text-sm text-slate-700">
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          {steps.map((step) => (
            <li key={step}>
              <Trans i18nKey={`apiPlugin.docs.signatureSteps.${step}`} components={snippets} />
            </li>
          ))}
        </ol>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="webhook-example-title" className="font-medium text-slate-900">
              {t('apiPlugin.docs.exampleTitle')}
            </h3>
            <CopyButton
              isCopied={isCopied('example')}
              label={t('apiPlugin.docs.copyExample')}
              copiedLabel={t('apiPlugin.secret.copied')}
              onPress={() => void copy('example', WEBHOOK_VERIFICATION_EXAMPLE)}
              testId="webhook-example-copy"
            />
          </div>
          <pre
            aria-labelledby="webhook-example-title"
            className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100"
            data-testid="webhook-example"
          >
            <code>{WEBHOOK_VERIFICATION_EXAMPLE}</code>
          </pre>
        </div>
      </CardBody>
    </Card>
  );
}
