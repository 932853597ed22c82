import { Liquid, type Template } from 'liquidjs';
import type {
  MessageTemplate,
  NotificationTemplates,
} from '@hotel/shared/contracts/guest-notifications';
import { LANGUAGES } from '@hotel/shared/i18n/languages';
import { NOTIFICATION_MESSAGES, TEMPLATE_VARIABLES } from '@hotel/shared/guest-notifications';
import { validationError, type AppErrorIssue } from '../../lib/app-error';
import type { TemplateVariables } from './template-variables';

/**
 * A file system with no files: Liquid's include, render and layout read files relative to the
 * working directory by default, where the data folder keeps the JWT secret and the secrets key.
 * A template is staff input and must never reach them.
 */
const NO_FILES = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async (file: string) => Promise.reject(new Error(`no file ${file}`)),
  readFileSync: (file: string): string => {
    throw new Error(`no file ${file}`);
  },
  resolve: (_root: string, file: string) => file,
  contains: async () => false,
  sep: '/',
};

/** The longest text a rendered template may give (a loop can multiply a short one). */
export const RENDERED_MAX_LENGTH = { subject: 1_000, body: 50_000, sms: 2_000 } as const;

/**
 * Liquid in strict mode: an unknown variable or filter is an error, never a blank in a
 * guest's message. Output is plain text (no escaping); the email's HTML escapes it itself.
 */
const liquid = new Liquid({
  strictVariables: true,
  strictFilters: true,
  cache: false,
  fs: NO_FILES,
  root: [],
  partials: [],
  layouts: [],
  relativeReference: false,
  // A template is staff input: a loop over a huge range must not hold a worker.
  renderLimit: 1000,
  memoryLimit: 1_000_000,
});
// Templates are one text each: tags that load other files are refused when a template is read.
for (const tag of ['include', 'render', 'layout']) {
  liquid.registerTag(tag, {
    parse(token) {
      throw Object.assign(new Error(`the ${tag} tag is not available`), { token });
    },
    render() {
      return '';
    },
  });
}
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

/**
 * Subject, body and SMS text with the variables filled in. The template must be valid; a text
 * that grows beyond RENDERED_MAX_LENGTH with the data (a loop) is refused at its field.
 */
export function renderTemplate(template: MessageTemplate, variables: TemplateVariables) {
  const render = (field: (typeof FIELDS)[number]) => {
    const max = RENDERED_MAX_LENGTH[field];
    const tooLong = () =>
      validationError([
        { path: `template.${field}`, key: 'validation.templateTooLong', params: { max } },
      ]);
    let text: string;
    try {
      text = String(liquid.parseAndRenderSync(template[field], variables)).trim();
    } catch (error) {
      // Liquid's memory or time limit: the text grew too long with the data.
      if (/limit/i.test((error as Error).message)) throw tooLong();
      throw error;
    }
    if (text.length > max) throw tooLong();
    return text;
  };
  return { subject: render('subject'), body: render('body'), sms: render('sms') };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The email's HTML: the plain text, escaped, in paragraphs and lines. */
export function plainTextToHtml(text: string) {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>\n')}</p>`);
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join('\n')}\n</body></html>`;
}
