import { Liquid, type Template } from 'liquidjs';
import type {
  MessageTemplate,
  NotificationTemplates,
} from '@hotel/shared/contracts/guest-notifications';
import { LANGUAGES } from '@hotel/shared/i18n/languages';
import { NOTIFICATION_MESSAGES, TEMPLATE_VARIABLES } from '@hotel/shared/guest-notifications';
import type { AppErrorIssue } from '../../lib/app-error';
import type { TemplateVariables } from './template-variables';

/**
 * Liquid in strict mode: an unknown variable or filter is an error, never a blank in a
 * guest's message. Output is plain text (no escaping); the email's HTML escapes it itself.
 */
const liquid = new Liquid({
  strictVariables: true,
  strictFilters: true,
  cache: false,
  // A template is staff input: a loop over a huge range must not hold a worker.
  renderLimit: 1000,
  memoryLimit: 10_000_000,
});
const KNOWN = new Set<string>(TEMPLATE_VARIABLES);
const FIELDS = ['subject', 'body', 'sms'] as const satisfies readonly (keyof MessageTemplate)[];

/** The problem of one template text, or null: unreadable (with its line), or an unknown name. */
export function templateIssue(text: string): Omit<AppErrorIssue, 'path'> | null {
  let parsed: Template[];
  try {
    parsed = liquid.parse(text);
  } catch (error) {
    const position = (error as { token?: { getPosition?: () => [number, number] } }).token;
    const line = position?.getPosition?.()[0] ?? 1;
    return { key: 'validation.templateSyntax', params: { line } };
  }
  const unknown = liquid.globalVariablesSync(parsed).find((name) => !KNOWN.has(name));
  return unknown === undefined
    ? null
    : { key: 'validation.templateUnknownVariable', params: { variable: unknown } };
}

/** Every issue of the settings' templates, at `templates.<message>.<language>.<field>`. */
export function templatesIssues(templates: NotificationTemplates): AppErrorIssue[] {
  const issues: AppErrorIssue[] = [];
  for (const message of NOTIFICATION_MESSAGES) {
    for (const language of LANGUAGES) {
      for (const field of FIELDS) {
        const issue = templateIssue(templates[message][language][field]);
        if (issue) issues.push({ path: `templates.${message}.${language}.${field}`, ...issue });
      }
    }
  }
  return issues;
}

/** Subject, body and SMS text with the variables filled in. The template must be valid. */
export function renderTemplate(template: MessageTemplate, variables: TemplateVariables) {
  const render = (text: string) => String(liquid.parseAndRenderSync(text, variables)).trim();
  return {
    subject: render(template.subject),
    body: render(template.body),
    sms: render(template.sms),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The email's HTML: the plain text, escaped, in paragraphs and lines. */
export function plainTextToHtml(text: string) {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>\n')}</p>`);
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join('\n')}\n</body></html>`;
}
