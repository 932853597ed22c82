import { useTranslation } from 'react-i18next';
import { guestAppAccentColors } from '@hotel/shared/guest-app';

/**
 * How the guest app will look with what is chosen (not yet saved): the cover image behind the
 * hotel's name, and a button in the accent colour.
 */
export function GuestAppPreview({
  hotelName,
  accent,
  coverPath,
}: {
  hotelName: string;
  accent: string;
  coverPath: string | undefined;
}) {
  const { t } = useTranslation();
  const colors = guestAppAccentColors(accent);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold text-slate-900">
        {t('plugins.guestApp.preview')}
      </figcaption>
      <div
        aria-hidden
        data-testid="guest-app-preview"
        className="flex h-36 max-w-md flex-col justify-between overflow-hidden rounded-xl bg-gradient-to-br from-slate-800 via-slate-900 to-blue-950 bg-cover bg-center p-4"
        style={coverPath ? { backgroundImage: `url(${JSON.stringify(coverPath)})` } : undefined}
      >
        <span className="w-fit rounded bg-slate-900/60 px-2 py-1 text-base font-semibold text-white">
          {hotelName}
        </span>
        <span
          className="inline-flex h-10 w-fit items-center rounded-lg px-4 text-sm font-semibold shadow-sm"
          style={{ backgroundColor: colors.background, color: colors.text }}
          data-testid="guest-app-preview-button"
        >
          {t('plugins.guestApp.previewButton')}
        </span>
      </div>
    </figure>
  );
}
