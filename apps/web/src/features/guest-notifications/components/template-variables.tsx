import { useTranslation } from 'react-i18next';
import { TEMPLATE_VARIABLES, type TemplateVariable } from '@hotel/shared/guest-notifications';

/** The variables a template may use; a click puts `{{ name }}` where the caret was. */
export function TemplateVariables({
  onInsert,
}: {
  onInsert: (variable: TemplateVariable) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="template-variables-title" className="flex flex-col gap-2">
      <h3 id="template-variables-title" className="text-sm font-medium text-slate-700">
        {t('guestNotifications.templates.variables')}
      </h3>
      <p className="text-xs text-slate-500">{t('guestNotifications.templates.variablesHint')}</p>
      <ul className="flex flex-wrap gap-1.5">
        {TEMPLATE_VARIABLES.map((variable) => (
          <li key={variable}>
            <button
              type="button"
              // Keeps the caret in the field: the insert goes where the person was typing.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(variable)}
              title={t(`guestNotifications.variables.${variable}`)}
              aria-label={t('guestNotifications.templates.insert', {
                name: t(`guestNotifications.variables.${variable}`),
              })}
              data-testid={`variable-${variable}`}
              className="cursor-pointer rounded-md border border-slate-200 bg-slate-50 px-2 py-1 font-mono text-xs text-slate-700 outline-none hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-primary"
            >
              {`{{ ${variable} }}`}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
