import { messagesDe } from './messages-de';
import { messagesEn } from './messages-en';
import type { Language } from './languages';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type MessageCatalogue = Widen<typeof messagesEn>;

export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  isLanguage,
  type Language,
} from './languages';

export const messageCatalogues: Record<Language, MessageCatalogue> = {
  de: messagesDe,
  en: messagesEn,
};

/** A key such as `validation.required` or `errors.notMember`. */
export type MessageKey = {
  [N in keyof MessageCatalogue]: `${N & string}.${keyof MessageCatalogue[N] & string}`;
}[keyof MessageCatalogue];

/** Translates a message key; unknown keys come back unchanged so nothing shows blank. */
export function translateMessage(
  key: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const [namespace, name] = key.split('.') as [string, string | undefined];
  const lookup = (catalogue: MessageCatalogue) =>
    name ? (catalogue as Record<string, Record<string, string>>)[namespace]?.[name] : undefined;
  const text = lookup(messageCatalogues[language]) ?? lookup(messageCatalogues.en) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, param: string) => String(params[param] ?? ''));
}
