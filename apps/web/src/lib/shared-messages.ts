import { LANGUAGES } from '@hotel/shared/i18n/languages';
import { messageCatalogues } from '@hotel/shared/i18n/messages';
import { addSharedMessages } from '@/lib/i18n';

// The staff app shows the shared catalogue (form validation, API errors) on nearly every screen
// and its routes do not declare it: it comes with the first load, in both languages.
for (const language of LANGUAGES) addSharedMessages(language, messageCatalogues[language]);
