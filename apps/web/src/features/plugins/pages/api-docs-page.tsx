import { Download, ExternalLink } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/text-link';
import { API_V1_DOCS_PATH, API_V1_OPENAPI_PATH, apiV1Address } from '../api/api-v1-addresses';
import { ApiPluginNav } from '../components/api-plugin-nav';
import { CodeSnippet } from '../components/code-snippet';
import { PluginNav } from '../components/plugin-nav';
import { WebhookSignatureGuide } from '../components/webhook-signature-guide';

/**
 * /plugins/api/docs (manageHotel): how to authenticate, the interactive reference of the calls
 * keys can use (Scalar, served by the API; "try it" takes a key pasted there), the OpenAPI
 * document to download, and how to verify a webhook's signature.
 */
export function ApiDocsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer type="settings">
      <PageHeader title={t('apiPlugin.docs.title')} description={t('apiPlugin.docs.subtitle')} />
      <div className="flex flex-col gap-6">
        <PluginNav />
        <ApiPluginNav />
        <Card aria-labelledby="api-auth-title">
          <CardHeader titleId="api-auth-title" title={t('apiPlugin.docs.authTitle')} />
          <CardBody className="flex flex-col gap-3 text-sm text-slate-700">
            <p>
              <Trans
                i18nKey="apiPlugin.docs.authBase"
                components={{ address: <CodeSnippet>{apiV1Address()}</CodeSnippet> }}
              />
            </p>
            <p>
              <Trans
                i18nKey="apiPlugin.docs.authHeader"
                components={{
                  header: <CodeSnippet>Authorization: Bearer hpms_…</CodeSnippet>,
                  retry: <CodeSnippet>Retry-After</CodeSnippet>,
                }}
              />
            </p>
            <p>
              <Trans
                i18nKey="apiPlugin.docs.authTry"
                components={{ keys: <TextLink to="/plugins/api" /> }}
              />
            </p>
            <div className="flex flex-wrap gap-2">
              <a
                href={API_V1_OPENAPI_PATH}
                download="openapi.json"
                className={buttonClasses({ size: 'sm', variant: 'secondary' })}
                data-testid="api-openapi-download"
              >
                <Download aria-hidden className="size-4" />
                {t('apiPlugin.docs.download')}
              </a>
              <a
                href={API_V1_DOCS_PATH}
                target="_blank"
                rel="noopener"
                className={buttonClasses({ size: 'sm', variant: 'ghost' })}
                data-testid="api-docs-open"
              >
                <ExternalLink aria-hidden className="size-4" />
                {t('apiPlugin.docs.openFull')}
              </a>
            </div>
          </CardBody>
        </Card>
        <iframe
          src={API_V1_DOCS_PATH}
          title={t('apiPlugin.docs.frameTitle')}
          className="h-[80dvh] min-h-[32rem] w-full rounded-xl border border-slate-200 bg-white shadow-sm"
          data-testid="api-docs-frame"
        />
        <WebhookSignatureGuide />
      </div>
    </PageContainer>
  );
}
